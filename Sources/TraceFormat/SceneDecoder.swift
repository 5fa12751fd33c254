import InteractionEngine
import TraceYAML

/// Decodes scenes, windows and views through their declared keys (docs/trace-format.md, Scene).
package struct SceneDecoder {
    package let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    package init(diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
    }

    func decodeScene(_ node: YAMLNode, file: String) -> Scene? {
        guard let map = MappingReader(node, "scene", diagnostics) else { return nil }
        map.rejectUnknown(SceneFields.scene.map(\.name))
        var scene = Scene(file: file)
        SceneFields.scene.read(map, into: &scene, values)
        return scene
    }

    /// `exposure: {minRatio, minDuration, backgroundReset, fps, occlusion}`.
    func decodeExposureConfig(_ node: YAMLNode) -> ExposureTracker.Config? {
        guard let map = MappingReader(node, "exposure", diagnostics) else { return nil }
        map.rejectUnknown(ExposureFields.settings.map(\.name))
        var config = ExposureTracker.Config()
        ExposureFields.settings.read(map, into: &config, values)
        return config
    }

    func decodeWindow(_ node: YAMLNode) -> WindowSpec? {
        guard let map = MappingReader(node, "a window", diagnostics) else { return nil }
        let windowKeys = SceneFields.window.map(\.name)
        for pair in map.pairs where !windowKeys.contains(pair.key) && Registry.viewKeyNames.contains(pair.key) {
            diagnostics.error("'\(pair.key)' is a view's key, not a window's; give it to the window's root view", at: pair.keyMark)
        }
        map.rejectUnknown(windowKeys + Registry.viewKeyNames)
        guard let id = map.required("id").flatMap({ values.id($0, "window id") }) else { return nil }
        var window = WindowSpec(id: id, location: diagnostics.location(node.mark))
        SceneFields.window.read(map, into: &window, values)
        return window
    }

    /// `normal`, `statusBar`, `alert` or a number.
    func decodeLevel(_ node: YAMLNode) -> Double? {
        let named = ["normal": Window.Level.normal, "statusBar": Window.Level.statusBar, "alert": Window.Level.alert]
        if case .scalar(let text, .plain) = node.content, let level = named[text] { return level }
        if case .scalar(let text, .plain) = node.content, ValueReader.isDecimal(text) {
            return values.number(node, "level")
        }
        let words = ["normal", "statusBar", "alert"]
        let hint = node.scalar.map { Suggestion.hint(for: $0, in: words) } ?? ""
        diagnostics.error("level must be normal, statusBar, alert or a number\(hint)", at: node.mark)
        return nil
    }

    /// A view: `id`, then `kind`, then the common keys, then the keys of its kind.
    func decodeView(_ node: YAMLNode) -> ViewSpec? {
        guard let map = MappingReader(node, "a view", diagnostics) else { return nil }
        map.rejectUnknown(Registry.viewKeyNames)
        guard let id = map.required("id").flatMap({ values.id($0, "view id") }) else { return nil }
        var view = ViewSpec(id: id, location: diagnostics.location(node.mark))
        let kind = decodeKind(map["kind"])
        view.kind = kind.init()
        if kind.clipsByDefault { view.clips = true }
        reportMisplacedKeys(map, for: kind)
        ViewFields.common.read(map, into: &view, values)
        let context = FieldContext(values: values, map: map)
        view.kind = kind.read(context)
        // A view controller's key: the view needs one, named or made by its kind (a FlutterView's).
        if let node = map["deferringSystemGestures"], view.controller == nil, view.kind.implicitControllerID(of: view) == nil {
            diagnostics.error("deferringSystemGestures is a view controller's (preferredScreenEdgesDeferringSystemGestures); give the view 'controller'", at: node.mark)
        }
        for recognizer in view.recognizers {
            guard let host = recognizer.hostViewKind, host != kind.name else { continue }
            let type = (Swift.type(of: recognizer.type) as? any DeclaredGestureType.Type)?.name ?? "this"
            let hostName = Registry.viewKinds.first { $0.name == host }?.plural ?? host + " views"
            diagnostics.add(Diagnostic("a \(type) recognizer goes on a \(hostName.dropLast()) (kind: \(host))", at: recognizer.location))
        }
        return view
    }

    /// The kind a view names, or a plain view (with an error) for a word no kind has.
    private func decodeKind(_ node: YAMLNode?) -> any ViewKindSpec.Type {
        guard let node, let text = values.text(node, "kind") else { return PlainViewKind.self }
        if let known = Registry.viewKinds.first(where: { $0.name == text }) { return known }
        let names = Registry.viewKinds.map { $0.name }
        diagnostics.error("unknown kind '\(text)'\(Suggestion.hint(for: text, in: names))", at: node.mark)
        return PlainViewKind.self
    }

    /// Keys of another kind: `'contentSize' applies to scroll views; add kind: scroll`.
    private func reportMisplacedKeys(_ map: MappingReader, for kind: any ViewKindSpec.Type) {
        for pair in map.pairs {
            guard let owner = Registry.viewKindByKey[pair.key], owner != kind, !kind.fieldNames.contains(pair.key) else { continue }
            if pair.key == "onPress" {
                diagnostics.error("onPress is a button's action; add kind: button", at: pair.value.mark)
            } else {
                diagnostics.error("'\(pair.key)' applies to \(owner.plural); add kind: \(owner.name)", at: pair.keyMark)
            }
        }
    }

    /// `all`, or a list of `left`, `right`, `top`, `bottom` or `all`: a `UIRectEdge`.
    func decodeEdges(_ node: YAMLNode, _ what: String) -> Set<GestureRecognizer.Edge> {
        let every = Set(GestureRecognizer.Edge.allCases)
        if case .scalar("all", .plain) = node.content { return every }
        guard let list = values.list(node, what) else { return [] }
        var edges = Set<GestureRecognizer.Edge>()
        let options = GestureRecognizer.Edge.allCases.map { ($0.rawValue, Set([$0])) } + [("all", every)]
        for item in list {
            if let chosen = values.choice(item, "a screen edge", options) { edges.formUnion(chosen) }
        }
        return edges
    }

    /// A list of `began`, `moved`, `ended`, `cancelled`, or `all` (alone or in the list).
    func decodePhases(_ node: YAMLNode, _ what: String) -> Set<TouchPhase> {
        if case .scalar("all", .plain) = node.content { return Set(TouchPhase.allCases) }
        guard let list = values.list(node, what) else { return [] }
        var phases = Set<TouchPhase>()
        let options = TouchPhase.allCases.map { ($0.rawValue, [$0]) } + [("all", TouchPhase.allCases)]
        for item in list {
            if let chosen = values.choice(item, "a touch phase", options) { phases.formUnion(chosen) }
        }
        return phases
    }
}
