import InteractionEngine
import TraceYAML

/// `kind: navigation`: a UINavigationController's view. The top page of `stack` fills it under an
/// optional 44 pt bar whose back button `<id>.backButton` pops; the back gesture `<id>.back` pops
/// interactively past a third of the width (docs/semantics.md S6.3, S6.4).
package struct NavigationKind: ViewKindSpec {
    package var stack = PageList()
    package var backGesture = NavigationView.BackGesture.edge
    /// Recognizer options for the back gesture (cancelsTouchesInView, delegate, …), if given.
    package var backOptions: RecognizerSpec?
    package var navigationBar = true

    package init() {}

    package static let name = "navigation"
    package static let summary = "a UINavigationController's view: a stack of pages, a bar with a back button, a back gesture"
    package static let plural = "navigation views"
    package static let childrenError: String? = "a navigation view shows pages, not children"
    package static let fields: [Field<NavigationKind>] = [
        Field(Key("stack", .list(.id, nonEmpty: true), required: true, "the initial pages, bottom to top"), missing: "a navigation view needs 'stack': its pages, bottom to top") { node, kind, context in
            kind.stack = PageList.read(node, "stack", context)
        },
        Field(Key("backGesture", .oneOf([.word(NavigationView.BackGesture.allCases.map(\.rawValue)), .mapping("backGesture")]),
                  default: NavigationKind().backGesture.rawValue,
                  "`edge`: UIKit's edge pan; `fullScreen`: a pan in any direction; `none`; or a mapping with `kind` and recognizer options")) {
            node, kind, context in
            kind.readBackGesture(node, context)
        },
        .bool("navigationBar", \.navigationBar, "a 44 pt bar with a back button `<id>.backButton`"),
    ]

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        table.add(view.id, to: .navigationView)
        if let type = backGesture.gestureType {
            table.defineRecognizer(NavigationView.backID(view.id), type, at: view.location, since: since)
            if let backOptions { table.addRecognizer(backOptions) }
        }
        if navigationBar {
            table.define(NavigationView.barID(view.id), .view, at: view.location, since: since)
            table.define(NavigationView.backButtonID(view.id), .view, at: view.location, since: since)
        }
        stack.define(in: &table)
    }

    /// A navigation view is a UINavigationController's view: `<view>.controller` unless named.
    package func implicitControllerID(of view: ViewSpec) -> String? {
        view.controller == nil ? NavigationView.controllerID(view.id) : nil
    }

    package func builtInRecognizerIDs(of view: ViewSpec) -> [String] { backGesture == .none ? [] : [NavigationView.backID(view.id)] }

    package func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> NavigationKind {
        var copy = self
        copy.backOptions = backOptions.map(rename)
        return copy
    }

    package func pageIDs(of view: ViewSpec) -> [String] { stack.ids }

    package var builtInRecognizerOptions: [RecognizerSpec] { backGesture == .none ? [] : backOptions.map { [$0] } ?? [] }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let nav = NavigationView(id: view.id, frame: frame, backGesture: backGesture, showsBar: navigationBar)
        for page in parts.pages { nav.setInitialPage(page) }
        return nav
    }

    /// `edge`, `fullScreen`, `none`, or `{kind: …, cancelsTouchesInView, requireToFail, delegate, …}`.
    private mutating func readBackGesture(_ node: YAMLNode, _ context: FieldContext) {
        let options = NavigationView.BackGesture.allCases.map { ($0.rawValue, $0) }
        guard case .mapping = node.content else {
            if let kind = context.values.choice(node, "backGesture", options) { backGesture = kind }
            return
        }
        guard let map = MappingReader(node, "backGesture", context.diagnostics) else { return }
        map.rejectUnknown(["kind"] + RecognizerDecoder.optionKeys)
        if let kindNode = map.required("kind"), let kind = context.values.choice(kindNode, "backGesture kind", options) {
            backGesture = kind
        }
        let id = NavigationView.backID(context.map["id"]?.scalar ?? "")
        var spec = RecognizerSpec(id: id, type: PanGesture(direction: .right), location: context.diagnostics.location(node.mark))
        RecognizerDecoder(diagnostics: context.diagnostics).decodeOptions(map, into: &spec)
        backOptions = spec
    }
}
