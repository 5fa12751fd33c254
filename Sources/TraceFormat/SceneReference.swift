import TraceYAML

/// The scene file a trace names (`scene: shared.scene.yaml`), found without decoding the trace: a
/// trace that does not decode still says which scene it uses, so a tool watching files knows which
/// traces an edit of that scene affects.
public enum SceneReference {
    /// What a trace's `scene:` is.
    public enum Found: Sendable, Equatable {
        /// The path of a `.scene.yaml` file, resolved against the trace's folder as the decoder does.
        case file(String)
        /// A scene written in the trace (or none at all): the trace uses no scene file.
        case inline
        /// The trace cannot be read or parsed as YAML, so what it names is not known.
        case unknown
    }

    /// The scene file `value` names in the trace at `trace`, or nil when `value` is not the path of a
    /// `.scene.yaml` file.
    public static func file(named value: String, by trace: String) -> String? {
        guard value.hasSuffix(".scene.yaml") else { return nil }
        return Paths.resolve(value, relativeTo: trace)
    }

    /// What the trace at `path` names as its scene.
    public static func read(trace path: String, limits: YAMLLimits = .default) -> Found {
        guard case .success(let bytes) = FileReader.read(path, limit: limits.maxBytes) else { return .unknown }
        return find(in: bytes, trace: path, limits: limits)
    }

    /// What the trace text `bytes`, at `trace`, names as its scene. Its events are parsed but not built.
    public static func find(in bytes: [UInt8], trace: String, limits: YAMLLimits = .default) -> Found {
        guard let parsed = try? YAMLParser.parse(bytes, limits: limits, holdingItemsOf: EventShortcut.rootKey) else { return .unknown }
        guard let root = parsed.root, case .mapping(let pairs) = root.content else { return .inline }
        guard let scene = pairs.first(where: { $0.key == "scene" })?.value, !scene.isNull,
              let value = scene.scalar, let file = file(named: value, by: trace) else { return .inline }
        return .file(file)
    }
}
