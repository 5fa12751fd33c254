/// The version `trace-replay --version` prints and reports carry.
public enum TraceReplayVersion {
    public static let current = "0.13.0"
}
