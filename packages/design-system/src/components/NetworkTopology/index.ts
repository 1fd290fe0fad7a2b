export { NetworkTopology, type NetworkTopologyProps } from './NetworkTopology'
export {
  topologyLayout,
  topologyDescription,
  TOPOLOGY_GRID,
  type TopologyData,
  type TopologyItem,
  type TopologyLayout,
  type LaidOutNode,
  type LaidOutEdge,
} from './layout'
export {
  topologyNodeKinds,
  topologyEdgeKinds,
  topologyKindLabels,
  type TopologyNodeKind,
  type TopologyEdgeKind,
} from './NetworkTopology.variants'
