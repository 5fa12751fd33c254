import InteractionEngine
import TraceYAML

/// Decodes scenes, windows and views (TRACE_FORMAT.md §4).
struct SceneDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    static let sceneKeys = ["screen", "windows", "pages", "exposure"]
    static let windowKeys = ["id", "level", "frame", "state", "root", "children", "hitTest"]
    static let viewKeys = [
        "id", "kind", "frame", "boundsOrigin", "hidden", "alpha", "interactive", "clips", "controller", "handles",
        "controllerHandles", "onTap", "onPress", "recognizers", "extraHitRects", "hitTest", "children",
    ] + scrollKeys + containerKeys + ["widgets", "gestureTracker", "exposure", "opaque"]
    static let containerKeys = ["stack", "backGesture", "navigationBar", "bar", "tabs", "selected"]
    static let scrollKeys = ["contentSize", "contentOffset", "paging", "bounces", "delaysContentTouches", "canCancelContentTouches", "decelerationRate", "pan"]
    /// The options a built-in recognizer (a scroll view's pan, a navigation back gesture) takes.
    static let recognizerOptionKeys = ["action", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "requireToFail", "delegate"]
    /// View kinds of TRACE_FORMAT.md §4 that later capabilities bring.
    static let laterKinds: [String] = []

    func decodeScene(_ node: YAMLNode, file: String) -> Scene? {
        guard let map = MappingReader(node, "scene", diagnostics) else { return nil }
        map.rejectUnknown(Self.sceneKeys)
        var scene = Scene(file: file)
        if let screen = map["screen"].flatMap({ values.size($0, "screen") }) { scene.screen = screen }
        if let list = map.required("windows").flatMap({ values.list($0, "windows") }) {
            scene.windows = list.compactMap { decodeWindow($0) }
        }
        if let list = map["pages"].flatMap({ values.list($0, "pages") }) {
            scene.pages = list.compactMap { decodeView($0) }
        }
        if let node = map["exposure"] { scene.exposure = decodeExposureConfig(node) }
        return scene
    }

    /// `exposure: {minRatio, minDuration, backgroundReset, fps, occlusion}` (TRACE_FORMAT.md §10).
    func decodeExposureConfig(_ node: YAMLNode) -> ExposureTracker.Config? {
        guard let map = MappingReader(node, "exposure", diagnostics) else { return nil }
        map.rejectUnknown(["minRatio", "minDuration", "backgroundReset", "fps", "occlusion"])
        var config = ExposureTracker.Config()
        if let node = map["minRatio"], let ratio = values.number(node, "minRatio") {
            if ratio > 0, ratio <= 1 { config.minRatio = ratio } else { diagnostics.error("minRatio must be more than 0 and at most 1", at: node.mark) }
        }
        if let t = map["minDuration"].flatMap({ values.time($0, "minDuration") }) { config.minDuration = t }
        if let t = map["backgroundReset"].flatMap({ values.time($0, "backgroundReset") }) { config.backgroundReset = t }
        if let fps = map["fps"].flatMap({ values.integer($0, "fps", in: 1...120) }) { config.fps = Int64(fps) }
        if let occlusion = map["occlusion"].flatMap({ values.bool($0, "occlusion") }) { config.occlusion = occlusion }
        return config
    }

    func decodeWindow(_ node: YAMLNode) -> WindowSpec? {
        guard let map = MappingReader(node, "a window", diagnostics) else { return nil }
        map.rejectUnknown(Self.windowKeys)
        guard let id = map.required("id").flatMap({ values.id($0, "window id") }) else { return nil }
        var window = WindowSpec(id: id, location: diagnostics.location(node.mark))
        if let level = map["level"] { window.level = decodeLevel(level) ?? 0 }
        window.frame = map["frame"].flatMap { values.rect($0, "frame") }
        if let state = map["state"] {
            window.state = values.choice(state, "state", WindowState.allCases.map { ($0.rawValue, $0) }) ?? .hidden
        }
        window.root = map["root"].flatMap { decodeView($0) }
        if let list = map["children"].flatMap({ values.list($0, "children") }) {
            window.children = list.compactMap { decodeView($0) }
        }
        window.hitTest = map["hitTest"].flatMap { values.id($0, "hitTest") }
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
        let hint = node.scalar.map { Suggestion.hint(for: $0, in: words, closeOnly: true) } ?? ""
        diagnostics.error("level must be normal, statusBar, alert or a number\(hint)", at: node.mark)
        return nil
    }

    func decodeView(_ node: YAMLNode) -> ViewSpec? {
        guard let map = MappingReader(node, "a view", diagnostics) else { return nil }
        map.rejectUnknown(Self.viewKeys)
        guard let id = map.required("id").flatMap({ values.id($0, "view id") }) else { return nil }
        var view = ViewSpec(id: id, location: diagnostics.location(node.mark))
        if let kind = map["kind"], let text = values.text(kind, "kind") {
            let built = ViewKind.allCases.map(\.rawValue)
            if let known = ViewKind(rawValue: text) {
                view.kind = known
            } else if Self.laterKinds.contains(text) {
                diagnostics.error("kind '\(text)' is not available yet; this version has \(built.dropLast().joined(separator: ", ")) and \(built.last ?? "") views", at: kind.mark)
            } else {
                diagnostics.error("unknown kind '\(text)'\(Suggestion.hint(for: text, in: built + Self.laterKinds, closeOnly: true))", at: kind.mark)
            }
        }
        if let list = map["recognizers"].flatMap({ values.list($0, "recognizers") }) {
            view.recognizers = list.compactMap { RecognizerDecoder(diagnostics: diagnostics).decode($0) }
            for recognizer in view.recognizers {
                guard let host = recognizer.hostViewKind, host != view.kind.rawValue else { continue }
                let type = (Swift.type(of: recognizer.type) as? any DeclaredGestureType.Type)?.name ?? "this"
                diagnostics.add(Diagnostic("a \(type) recognizer goes on a \(host.prefix(1).uppercased() + host.dropFirst()) view (kind: \(host))", at: recognizer.location))
            }
        }
        if let press = map["onPress"] {
            view.onPress = values.id(press, "onPress action")
            if view.kind != .button { diagnostics.error("onPress is a button's action; add kind: button", at: press.mark) }
        }
        view.frame = map["frame"].flatMap { values.rect($0, "frame") }
        if let origin = map["boundsOrigin"].flatMap({ values.point($0, "boundsOrigin") }) { view.boundsOrigin = origin }
        if let hidden = map["hidden"].flatMap({ values.bool($0, "hidden") }) { view.hidden = hidden }
        if let node = map["alpha"], let alpha = values.number(node, "alpha") {
            if (0...1).contains(alpha) { view.alpha = alpha } else { diagnostics.error("alpha must be from 0 to 1", at: node.mark) }
        }
        if let interactive = map["interactive"].flatMap({ values.bool($0, "interactive") }) { view.interactive = interactive }
        if let clips = map["clips"].flatMap({ values.bool($0, "clips") }) { view.clips = clips }
        view.controller = map["controller"].flatMap { values.id($0, "controller") }
        if let handles = map["handles"] { view.handles = decodePhases(handles, "handles") }
        if let handles = map["controllerHandles"] {
            view.controllerHandles = decodePhases(handles, "controllerHandles")
            if view.controller == nil {
                diagnostics.error("controllerHandles needs 'controller' on the same view", at: handles.mark)
            }
        }
        view.onTap = map["onTap"].flatMap { values.id($0, "onTap action") }
        decodeScroll(map, into: &view)
        decodeContainer(map, into: &view)
        decodeFlutter(map, into: &view)
        if let node = map["exposure"] {
            if case .mapping = node.content, let exposure = MappingReader(node, "exposure", diagnostics) {
                exposure.rejectUnknown(["id", "slot"])
                if let id = exposure.required("id").flatMap({ values.id($0, "exposure id") }) {
                    view.exposure = (id, exposure["slot"].flatMap { values.id($0, "slot") })
                }
            } else if let id = values.id(node, "exposure id") {
                view.exposure = (id, nil)
            }
        }
        if let opaque = map["opaque"].flatMap({ values.bool($0, "opaque") }) { view.opaque = opaque }
        if let list = map["extraHitRects"].flatMap({ values.list($0, "extraHitRects") }) {
            view.extraHitRects = list.compactMap { values.rect($0, "an extra hit rect") }
        }
        view.hitTest = map["hitTest"].flatMap { values.id($0, "hitTest") }
        if let node = map["children"], let list = values.list(node, "children") {
            view.children = list.compactMap { decodeView($0) }
            switch view.kind {
            case .navigation, .tabs:
                diagnostics.error("a \(view.kind.rawValue) view shows pages, not children", at: node.mark)
            case .flutter:
                diagnostics.error("a flutter view draws widgets, not UIKit children", at: node.mark)
            case .view, .button, .scroll:
                break
            }
        }
        return view
    }

    /// The scroll-view keys: only on `kind: scroll`; `contentOffset` is the bounds origin.
    private func decodeScroll(_ map: MappingReader, into view: inout ViewSpec) {
        for pair in map.pairs where Self.scrollKeys.contains(pair.key) && view.kind != .scroll {
            diagnostics.error("'\(pair.key)' applies to scroll views; add kind: scroll", at: pair.keyMark)
        }
        guard view.kind == .scroll else { return }
        if !map.has("clips") { view.clips = true }  // scroll views clip unless told otherwise
        view.scroll.contentSize = map["contentSize"].flatMap { values.size($0, "contentSize") }
        if let node = map["contentOffset"] {
            if map.has("boundsOrigin") {
                diagnostics.error("contentOffset is a scroll view's bounds origin; give one of them", at: node.mark)
            } else if let offset = values.point(node, "contentOffset") {
                view.boundsOrigin = offset
            }
        }
        if let v = map["paging"].flatMap({ values.bool($0, "paging") }) { view.scroll.paging = v }
        if let v = map["bounces"].flatMap({ values.bool($0, "bounces") }) { view.scroll.bounces = v }
        if let v = map["delaysContentTouches"].flatMap({ values.bool($0, "delaysContentTouches") }) { view.scroll.delaysContentTouches = v }
        if let v = map["canCancelContentTouches"].flatMap({ values.bool($0, "canCancelContentTouches") }) { view.scroll.canCancelContentTouches = v }
        if let node = map["decelerationRate"],
           let rate = values.choice(node, "decelerationRate", ScrollView.DecelerationRate.allCases.map { ($0.rawValue, $0) }) {
            view.scroll.decelerationRate = rate
        }
        if let node = map["pan"], let options = MappingReader(node, "pan", diagnostics) {
            options.rejectUnknown(Self.recognizerOptionKeys)
            var spec = RecognizerSpec(id: view.id + ".pan", type: PanGesture(), location: diagnostics.location(node.mark))
            RecognizerDecoder(diagnostics: diagnostics).decodeOptions(options, into: &spec)
            view.scroll.panOptions = spec
        }
    }

    /// Navigation keys (`stack`, `backGesture`, `navigationBar`) and tab keys (`tabs`, `bar`, `selected`).
    private func decodeContainer(_ map: MappingReader, into view: inout ViewSpec) {
        let navigationKeys = ["stack", "backGesture", "navigationBar"]
        for pair in map.pairs where Self.containerKeys.contains(pair.key) {
            let wanted: ViewKind = navigationKeys.contains(pair.key) ? .navigation : .tabs
            if view.kind != wanted {
                diagnostics.error("'\(pair.key)' applies to \(wanted.rawValue) views; add kind: \(wanted.rawValue)", at: pair.keyMark)
            }
        }
        guard view.kind == .navigation || view.kind == .tabs else { return }
        let listKey = view.kind == .navigation ? "stack" : "tabs"
        if !map.has(listKey) {
            let what = view.kind == .navigation ? "its pages, bottom to top" : "its tabs' pages, in order"
            diagnostics.error("a \(view.kind.rawValue) view needs '\(listKey)': \(what)", at: view.location.mark)
        }
        if let list = map[listKey].flatMap({ values.list($0, listKey) }) {
            if list.isEmpty { diagnostics.error("\(listKey) names at least one page", at: map[listKey]?.mark ?? view.location.mark) }
            for item in list {
                guard let page = values.id(item, "a page") else { continue }
                view.container.pages.append(page)
                view.container.pageLocations.append(diagnostics.location(item.mark))
            }
        }
        if let node = map["backGesture"] { decodeBackGesture(node, view.id, into: &view.container) }
        if let v = map["navigationBar"].flatMap({ values.bool($0, "navigationBar") }) { view.container.navigationBar = v }
        if let node = map["bar"], let bar = values.choice(node, "bar", TabsView.Bar.allCases.map { ($0.rawValue, $0) }) {
            view.container.bar = bar
        }
        if let node = map["selected"], let index = values.integer(node, "selected", in: 0...1000) {
            if index >= max(view.container.pages.count, 1) {
                diagnostics.error("selected must be a tab index, 0 to \(view.container.pages.count - 1)", at: node.mark)
            } else {
                view.container.selected = index
            }
        }
    }

    /// A FlutterView's `widgets`; `gestureTracker` arrives with the proxy recognizer.
    private func decodeFlutter(_ map: MappingReader, into view: inout ViewSpec) {
        for key in ["widgets", "gestureTracker"] where map.has(key) && view.kind != .flutter {
            diagnostics.error("'\(key)' applies to Flutter views; add kind: flutter", at: map.pairs.first { $0.key == key }?.keyMark ?? view.location.mark)
        }
        guard view.kind == .flutter else { return }
        if let tracker = map["gestureTracker"].flatMap({ values.bool($0, "gestureTracker") }) { view.gestureTracker = tracker }
        guard let node = map["widgets"] else {
            return diagnostics.error("a flutter view needs 'widgets': its widget tree, back to front", at: view.location.mark)
        }
        if let list = values.list(node, "widgets") {
            view.widgets = list.compactMap { WidgetDecoder(diagnostics: diagnostics).decode($0) }
        }
    }

    /// `edge`, `fullScreen`, `none`, or `{kind: …, cancelsTouchesInView, requireToFail, delegate, …}`.
    private func decodeBackGesture(_ node: YAMLNode, _ navID: String, into container: inout ContainerSpec) {
        let options = NavigationView.BackGesture.allCases.map { ($0.rawValue, $0) }
        guard case .mapping = node.content else {
            if let kind = values.choice(node, "backGesture", options) { container.backGesture = kind }
            return
        }
        guard let map = MappingReader(node, "backGesture", diagnostics) else { return }
        map.rejectUnknown(["kind"] + Self.recognizerOptionKeys)
        if let kindNode = map.required("kind"), let kind = values.choice(kindNode, "backGesture kind", options) {
            container.backGesture = kind
        }
        var spec = RecognizerSpec(id: navID + ".back", type: PanGesture(direction: .right), location: diagnostics.location(node.mark))
        RecognizerDecoder(diagnostics: diagnostics).decodeOptions(map, into: &spec)
        container.backOptions = spec
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
