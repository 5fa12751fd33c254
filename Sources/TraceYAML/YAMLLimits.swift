/// Hard limits that keep hostile or broken input from exhausting memory or time.
public struct YAMLLimits: Sendable {
    /// The largest input accepted, in bytes.
    public var maxBytes: Int
    /// The deepest nesting of lists and mappings accepted.
    public var maxDepth: Int
    /// How many nodes aliases may expand to in one document, counted over every alias use.
    public var maxAliasExpansion: Int

    public init(maxBytes: Int = 64 << 20, maxDepth: Int = 128, maxAliasExpansion: Int = 100_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = YAMLLimits()
}
