import InteractionEngine
import TraceYAML

/// The scene's single namespace of ids (windows, views, controllers, recognizers) and the check that
/// every reference names something of the right kind that exists by the time it is used.
package struct IDTable {
    package enum Kind: String, Sendable {
        case window, view, controller, recognizer, alert, page, widget, swiftUIView

        var article: String {
            switch self {
            case .alert: "an alert"
            case .swiftUIView: "a SwiftUI view"
            default: "a \(rawValue)"
            }
        }
    }

    /// Names that belong to a role besides their id kind: the things verbs and patterns may name.
    package enum Role: Sendable {
        case action, scrollView, navigationView, tabView, contentID, exposureSlot, platformView, arenaMember
        /// Flutter engines: a FlutterView's `engine:` name, or `<view>.engine`.
        case engine
        /// FlutterViewControllers: the controllers of flutter views.
        case flutterController
        /// Widgets with a `platformView` (UiKitViews).
        case platformViewWidget
        /// Text fields and text views.
        case textInput
        /// Flutter Scrollables, by axis (they are scroll views too).
        case verticalScrollable, horizontalScrollable
    }

    struct Entry {
        var kind: Kind
        var location: SourceLocation
        /// The event that brings it into the world; -1 for the scene.
        var since: Int
    }

    let diagnostics: Diagnostics
    /// The hooks the trace may name.
    let hooks: HookNames
    /// The trace's settings, for what depends on them (the parts an `automatic` presentation makes).
    var settings = Settings()
    private(set) var entries: [String: Entry] = [:]
    /// Names by role: actions, scroll views, content ids, arena members, …
    private(set) var roles: [Role: Set<String>] = [:]
    /// How each action's records read, from every part that fires it.
    private(set) var actionRecords: [String: Set<ActionRecords>] = [:]
    /// Declared recognizers, in file order, for reference and cycle checks.
    private var recognizers: [RecognizerSpec] = []
    /// Each page template's controller, when its root view has one.
    private var pageControllers: [String: String] = [:]
    /// Ids of parts the engine makes for a command (a presentation's container), which several events
    /// may bring in.
    private var partIDs: Set<String> = []
    /// Container views' page references, checked once every page is defined.
    private var pageReferences: [(id: String, location: SourceLocation)] = []
    /// Every way a page gets instances: stacks and tab bars naming it, pushes and presents.
    private(set) var instanceSources: [PageInstances.Source] = []
    /// The page template being defined, while its ids are.
    private var definingPage: String?
    /// Which page instances can exist and how their ids read, known once every id is defined.
    var pageInstances = PageInstances()
    /// The type of every recognizer, by id, for what its records can say.
    private(set) var recognizerTypes: [String: any GestureType.Type] = [:]
    /// How many tabs each tab view has.
    private(set) var tabCounts: [String: Int] = [:]
    /// Each Flutter widget's children, by id, in the order the scene paints them.
    var widgetChildren: [String: [String]] = [:]
    /// References written with a page template's id, resolved to the page's one instance.
    let resolutions = Resolutions()

    final class Resolutions {
        var ids: [String: String] = [:]
    }

    /// Ids that verbs and recognizer relations wrote with a page template's id (`topTabs`), each
    /// with the id of the one instance the page can have (`topTabs#1`), which the replay uses.
    var resolvedReferences: [String: String] { resolutions.ids }
    /// Superviews as the trace declares them, in event order.
    package var tree = DeclaredTree()
    private var windowCount = 0
    private var recognizerCount = 0
    /// Ids of each set of kinds, gathered once for hints and pattern checks (the table is complete
    /// by the time anything is looked up in it).
    private let index = KindIndex()

    private final class KindIndex {
        var candidates: [[Kind]: Suggestion.Candidates] = [:]
        var sets: [[Kind]: Set<String>] = [:]
    }

    /// The ids of the given kinds, sorted and prepared: the candidates of a "did you mean" hint. Static,
    /// for a hint worked out later: its closure holds the entries and the index, never the table,
    /// whose diagnostics hold the closure (a cycle that would leak the table).
    private static func candidates(_ kinds: [Kind], entries: [String: Entry], index: KindIndex) -> Suggestion.Candidates {
        if let known = index.candidates[kinds] { return known }
        let ids = Suggestion.Candidates(entries.filter { kinds.contains($0.value.kind) }.keys.sorted())
        index.candidates[kinds] = ids
        return ids
    }

    func idSet(_ kinds: [Kind]) -> Set<String> {
        if let known = index.sets[kinds] { return known }
        let ids = Set(entries.filter { kinds.contains($0.value.kind) }.keys)
        index.sets[kinds] = ids
        return ids
    }

    init(diagnostics: Diagnostics, hooks: HookNames) {
        self.diagnostics = diagnostics
        self.hooks = hooks
    }

    /// Defines every id first (scene, then events in order), works out which page instances can
    /// exist, then resolves every reference, so a reference to something created later is told apart
    /// from a reference to nothing. `inputs` (nil when not known) says which fingers go down.
    mutating func check(scene: Scene, events: [TraceEvent], expectations: [Expectation], inputs: InputSummary? = nil) {
        check(scene: scene, events: events, commands: EventShape.commands(in: EventShape.of(events)), expectations: expectations, inputs: inputs)
    }

    /// `check`, told where the commands are among `events` (only commands name ids, and a long trace
    /// is mostly finger verbs).
    mutating func check(scene: Scene, events: [TraceEvent], commands: [Int], expectations: [Expectation], inputs: InputSummary? = nil) {
        for page in scene.pages { definePage(page) }
        for window in scene.windows { define(window, since: -1) }
        if let rule = scene.exposure?.rule { checkHook(.exposureRule, rule, at: scene.exposureRuleLocation ?? SourceLocation(file: scene.file, mark: .start)) }
        for i in commands { defineIDs(of: events[i]) }
        countPageInstances(scene.pages)
        for i in commands { resolveReferences(of: events[i]) }
        for event in events { resolveTargets(of: event) }
        for reference in pageReferences { resolve(reference.id, as: [.page], at: reference.location, event: Int.max) }
        checkRecognizerReferences()
        let context = patternContext(inputs)
        for expectation in expectations { checkPattern(expectation, context) }
    }

    // MARK: - Definitions

    package mutating func add(_ name: String, to role: Role) { roles[role, default: []].insert(name) }

    /// How an action's records read: `action <name>` alone (a discrete recognizer, a tap, a button),
    /// followed by a phase (a continuous recognizer), or in ways not worked out here (a Flutter
    /// callback, whose records depend on which callback it is).
    package enum ActionRecords: Sendable {
        case once, phased, unknown
    }

    /// An action some part of the trace fires, and how its records read.
    package mutating func addAction(_ name: String, _ records: ActionRecords) {
        add(name, to: .action)
        actionRecords[name, default: []].insert(records)
    }

    func names(_ role: Role) -> Set<String> { roles[role] ?? [] }

    /// The kind of thing a reference names (a page instance's by its template), if it names anything.
    func kind(of reference: String) -> Kind? { entries[Self.templateID(reference)]?.kind }

    /// A recognizer whose relations are checked once every id is known.
    package mutating func addRecognizer(_ spec: RecognizerSpec) {
        checkHook(.delegate, spec.delegateHook, at: spec.delegateHookLocation ?? spec.location)
        if let custom = spec.type as? CustomGesture { checkHook(.recognizer, custom.registeredClass, at: spec.location) }
        // A custom recognizer is continuous or not as its registration says, which decoding does not see.
        let records: ActionRecords = spec.type is CustomGesture ? .unknown : Swift.type(of: spec.type).isContinuous ? .phased : .once
        if let action = spec.action { addAction(action, records) }
        recognizers.append(spec)
    }

    /// A page a container view names, checked once every page is defined: an instance of it each time
    /// the view is built.
    package mutating func referencePage(_ id: String, at location: SourceLocation) {
        pageReferences.append((id, location))
        instanceSources.append(PageInstances.Source(page: id, container: definingPage, location: location))
    }

    /// An event that makes an instance of a page (a push, a present).
    package mutating func countInstance(of page: String, at location: SourceLocation) {
        instanceSources.append(PageInstances.Source(page: page, container: nil, location: location))
    }

    /// A recognizer of a type, whose records patterns may name.
    package mutating func defineRecognizer(_ id: String, _ type: any GestureType.Type, at location: SourceLocation, since: Int) {
        define(id, .recognizer, at: location, since: since)
        if recognizerTypes[id] == nil { recognizerTypes[id] = type }
    }

    /// A tab view and how many tabs it has.
    package mutating func defineTabView(_ id: String, tabs: Int) {
        add(id, to: .tabView)
        tabCounts[id] = tabs
    }

    /// The most windows a trace may make, alerts included: far more than any app shows, and a bound on
    /// the `windows` records, which list them all.
    package static let maxWindows = 1_000

    /// The most gesture recognizers a trace may declare (scene, pages and added views together): a
    /// screen has tens; the bound keeps the arbitration among the recognizers of one touch, whose
    /// failure requirements resolve one after another, small in time and depth.
    package static let maxRecognizers = 1_000

    package mutating func define(_ id: String, _ kind: Kind, at location: SourceLocation, since: Int) {
        if kind == .window || kind == .alert {
            windowCount += 1
            if windowCount == Self.maxWindows + 1 {
                diagnostics.add(Diagnostic("a trace may make at most \(Self.maxWindows) windows (scene windows, createWindow and alerts together)", at: location))
            }
        }
        if kind == .recognizer {
            recognizerCount += 1
            if recognizerCount == Self.maxRecognizers + 1 {
                diagnostics.add(Diagnostic("a trace may declare at most \(Self.maxRecognizers) gesture recognizers (scene, pages and added views together)", at: location))
            }
        }
        if let first = entries[id] {
            diagnostics.add(Diagnostic("duplicate id '\(id)' (first defined at \(first.location))", at: location))
            return
        }
        if ValueReader.reservedIDs.contains(id) {
            diagnostics.add(Diagnostic("'\(id)' is a reserved word and cannot be an id", at: location))
            return
        }
        entries[id] = Entry(kind: kind, location: location, since: since)
    }

    mutating func define(_ window: WindowSpec, since: Int) {
        define(window.id, .window, at: window.location, since: since)
        checkHitTest(window.hitTest, at: window.location)
        if let root = window.root {
            define(root, since: since)
            tree.add(root, under: window.id)
        }
        for child in window.children {
            define(child, since: since)
            tree.add(child, under: window.id)
        }
    }

    /// A page template: its root id names the page; the views inside are ids of their own (instances
    /// suffix them with `#<n>`).
    private mutating func definePage(_ page: ViewSpec) {
        definingPage = page.id
        defer { definingPage = nil }
        define(page.id, .page, at: page.location, since: -1)
        if let controller = page.controller ?? page.kind.implicitControllerID(of: page) { pageControllers[page.id] = controller }
        var inner = page
        inner.children = []
        defineMembers(of: inner, since: -1, includingRoot: false)
        for child in page.children { define(child, since: -1) }
    }

    /// A part the engine makes whenever an event asks (a presentation's container): defined by the
    /// first such event, taken as it is by the next.
    package mutating func definePart(_ id: String, _ kind: Kind, type: (any GestureType.Type)? = nil, at location: SourceLocation, since: Int) {
        guard !partIDs.contains(id) else { return }
        partIDs.insert(id)
        if let type {
            defineRecognizer(id, type, at: location, since: since)
        } else {
            define(id, kind, at: location, since: since)
        }
    }

    /// True for a page template whose root view has no view controller.
    func isPageWithoutController(_ page: String) -> Bool {
        entries[page]?.kind == .page && pageControllers[page] == nil
    }

    package mutating func define(_ root: ViewSpec, since: Int) {
        root.forEachInSubtree { defineMembers(of: $0, since: since, includingRoot: true) }
    }

    private mutating func defineMembers(of view: ViewSpec, since: Int, includingRoot: Bool) {
        if includingRoot { define(view.id, .view, at: view.location, since: since) }
        if let controller = view.controller ?? view.kind.implicitControllerID(of: view) {
            define(controller, .controller, at: view.location, since: since)
        }
        if let action = view.onTap {
            defineRecognizer(view.tapRecognizerID, TapGesture.self, at: view.location, since: since)
            addAction(action, .once)
        }
        if let exposure = view.exposure {
            add(exposure.contentID, to: .contentID)
            if let slot = exposure.slot { add(slot, to: .exposureSlot) }
        }
        view.kind.define(view, in: &self, since: since)
        for recognizer in view.recognizers {
            defineRecognizer(recognizer.id, Swift.type(of: recognizer.type), at: recognizer.location, since: since)
            addRecognizer(recognizer)
        }
        checkHitTest(view.hitTest, at: view.location)
        checkHook(.pointInside, view.pointInside, at: view.location)
        checkHook(.touches, view.touches, at: view.location)
    }

    func checkHitTest(_ name: String?, at location: SourceLocation) { checkHook(.hitTest, name, at: location) }

    /// An error unless a hook of this kind is registered under `name`: the known names, a likely
    /// spelling, and where a new one is registered.
    func checkHook(_ kind: HookNames.Kind, _ name: String?, at location: SourceLocation) {
        guard let name, !hooks.names(kind).contains(name) else { return }
        let known = hooks.names(kind).sorted()
        let list = known.isEmpty ? "none is registered" : "known: " + known.joined(separator: ", ")
        diagnostics.add(Diagnostic(
            "unknown \(kind.rawValue) hook '\(name)'; \(list)\(Suggestion.hint(for: name, in: known)); hooks are registered in Swift (Hooks.register(\(kind.registration):))",
            at: location))
    }

    // MARK: - References

    private mutating func defineIDs(of event: TraceEvent) {
        if case .command(let command) = event.verb { command.define(in: &self, event: event) }
    }

    private func resolveReferences(of event: TraceEvent) {
        if case .command(let command) = event.verb { command.resolve(in: self, event: event) }
    }

    /// An input's `on:` names something a finger can touch.
    private func resolveTargets(of event: TraceEvent) {
        guard case .input(let gesture) = event.verb, gesture.namesTarget else { return }
        for id in gesture.places.compactMap(\.targetID) {
            resolve(id, as: [.view, .widget, .swiftUIView, .window], at: event.location, event: event.index)
        }
    }

    /// A view reference that must also be of a particular kind of view (`kinds`: its ids).
    func resolveView(_ reference: String, in kinds: Set<String>, _ wanted: String, at location: SourceLocation, event: Int) {
        resolve(reference, as: [.view], at: location, event: event)
        let id = Self.templateID(reference)
        if let kind = entries[id]?.kind, kind == .view || kind == .page, !kinds.contains(id) {
            diagnostics.add(Diagnostic("'\(reference)' is not \(wanted)", at: location))
        }
    }

    func resolve(_ reference: String, as kinds: [Kind], at location: SourceLocation, event: Int) {
        // A page instance's view (`hotList#1`) is checked against its template id.
        let id = Self.templateID(reference)
        let wanted = kinds.map(\.article).joined(separator: " or ")
        guard let entry = entries[id] else {
            let (entries, index) = (entries, index)
            diagnostics.add(Diagnostic("'\(id)' names no \(kinds[0].rawValue)", at: location)) {
                Suggestion.hint(for: id, in: Self.candidates(kinds, entries: entries, index: index))
            }
            return
        }
        // A page's root view is a view of each instance (`detail#2`).
        let isPageView = entry.kind == .page && kinds.contains(.view)
        guard kinds.contains(entry.kind) || isPageView else {
            diagnostics.add(Diagnostic("'\(id)' is \(entry.kind.article), not \(wanted)", at: location))
            return
        }
        if entry.since >= event {
            diagnostics.add(Diagnostic("'\(id)' does not exist yet: it is created at \(entry.location)", at: location))
        }
        if entry.kind != .page || isPageView { resolveInstance(reference, at: location) }
    }

    /// `cell#2` → `cell`, `cell#2.tap` → `cell.tap`: an instance id's template id.
    static func templateID(_ word: String) -> String {
        guard word.utf8.contains(UInt8(ascii: "#")) else { return word }
        var result = ""
        var skipping = false
        for character in word {
            if character == "#" {
                skipping = true
            } else if skipping, character.isNumber {
                continue
            } else {
                skipping = false
                result.append(character)
            }
        }
        return result
    }

    // MARK: - Recognizer relations

    /// Every recognizer a relation names must exist; failure requirements may not form a cycle (each
    /// would wait for the other forever).
    private func checkRecognizerReferences() {
        for recognizer in recognizers {
            for reference in recognizer.references {
                // A page instance's recognizer (`proxy#2`) is checked against its template id.
                guard let entry = entries[Self.templateID(reference.id)] else {
                    let entries = self.entries
                    diagnostics.add(Diagnostic("'\(reference.id)' names no recognizer", at: reference.location)) {
                        Suggestion.hint(for: reference.id, in: entries.filter { $0.value.kind == .recognizer }.keys.sorted())
                    }
                    continue
                }
                if entry.kind != .recognizer {
                    diagnostics.add(Diagnostic("'\(reference.id)' is \(entry.kind.article), not a recognizer", at: reference.location))
                } else if reference.id == recognizer.id {
                    diagnostics.add(Diagnostic("'\(reference.id)' cannot refer to itself", at: reference.location))
                } else if !isRenamedInPage(reference.id, from: recognizer.id) {
                    resolveInstance(reference.id, at: reference.location)
                }
            }
        }
        var edges = Dictionary(recognizers.map { ($0.id, $0.failureRequirementIDs.map(Self.templateID)) }, uniquingKeysWith: { a, _ in a })
        // `requiredToFailBy` runs the other way: the named recognizer waits for this one.
        for recognizer in recognizers {
            for waiter in recognizer.delegate.requiredToFailBy { edges[Self.templateID(waiter.id), default: []].append(recognizer.id) }
        }
        let locations = Dictionary(recognizers.map { ($0.id, $0.location) }, uniquingKeysWith: { a, _ in a })
        for cycle in Self.cycles(order: recognizers.map(\.id), edges: edges) where cycle.count > 1 {
            // A recognizer naming itself is reported as such above.
            guard let location = locations[cycle[0]] else { continue }
            diagnostics.add(Diagnostic(
                "failure requirements form a cycle: \((cycle + [cycle[0]]).joined(separator: " → ")); each would wait for the other forever",
                at: location))
        }
    }

    /// Every cycle of failure requirements, each once, found by one depth-first walk from each
    /// recognizer in turn, without recursion: O(recognizers + requirements). A cycle starts at the
    /// recognizer the walk reached it from first.
    static func cycles(order: [String], edges: [String: [String]]) -> [[String]] {
        enum Mark { case onPath, done }
        var marks: [String: Mark] = [:]
        var found: [[String]] = []
        for root in order where marks[root] == nil {
            // The path being walked, each node with the index of its next edge to follow.
            var path: [(id: String, next: Int)] = [(root, 0)]
            var position: [String: Int] = [root: 0]
            marks[root] = .onPath
            while let top = path.last {
                let targets = edges[top.id] ?? []
                guard top.next < targets.count else {
                    marks[top.id] = .done
                    position[top.id] = nil
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = targets[top.next]
                switch marks[target] {
                case .onPath?:
                    if let start = position[target] { found.append(path[start...].map(\.id)) }
                case .done?:
                    break
                case nil:
                    marks[target] = .onPath
                    position[target] = path.count
                    path.append((target, 0))
                }
            }
        }
        return found
    }

    /// The first cycle of failure requirements through `start`, if any (a single walk from it).
    static func cycle(from start: String, edges: [String: [String]]) -> [String]? {
        cycles(order: [start], edges: edges).first { $0.first == start }
    }
}
