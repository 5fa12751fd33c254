import InteractionEngine

/// A kind of view a trace declares with `kind:` — one unit holding the keys only it takes, the ids of
/// its built-in parts, the checks and page references it brings, and how it is built. Adding a kind
/// is a file like `ScrollKind.swift` and a line in `Registry.viewKinds`.
package protocol ViewKindSpec: ParameterRoot {
    /// The word a trace writes: `scroll`.
    static var name: String { get }
    /// One line for the reference: what it is in UIKit.
    static var summary: String { get }
    /// How errors name views of this kind: "scroll views".
    static var plural: String { get }
    static var fields: [Field<Self>] { get }
    /// Whether it clips its content unless a trace says `clips: false`.
    static var clipsByDefault: Bool { get }
    /// The UIKit classes a view of this kind stands for, as debugger dumps name them: what the
    /// importer makes a view of this kind from, and what pictures draw as one. Empty: none is imported
    /// as this kind.
    static var uikitClasses: [String] { get }
    /// What a scene picture's legend calls it, when pictures draw it apart from a plain view.
    static var legend: String? { get }
    /// Why it takes no `children`, or nil when it takes them.
    static var childrenError: String? { get }
    /// Checks made once its keys are read (keys it cannot do without).
    func check(_ view: ViewSpec, _ context: FieldContext)
    /// The ids of the recognizers it builds itself (a scroll view's pan), which page instances rename.
    func builtInRecognizerIDs(of view: ViewSpec) -> [String]
    /// The id of the controller a view of this kind has when the trace names none (a FlutterView's
    /// FlutterViewController), or nil.
    func implicitControllerID(of view: ViewSpec) -> String?
    /// Defines its built-in parts, roles and inner ids in the scene's id table.
    func define(_ view: ViewSpec, in table: inout IDTable, since: Int)
    /// The option blocks of its built-in recognizers, renamed for a page instance.
    func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> Self
    /// Its settings in a page instance whose ids end in `suffix`.
    func instance(suffix: String) -> Self
    /// The engine view for `view`, with `frame` already resolved.
    func build(_ view: ViewSpec, frame: Rect, _ builder: any SceneBuilding) -> View
    /// Whether it builds a plain `View` from the id and frame alone (asked of the value, so a builder
    /// of thousands of views need not find its type).
    var buildsPlainView: Bool { get }
}

extension ViewKindSpec {
    package static var clipsByDefault: Bool { false }
    package static var uikitClasses: [String] { [] }
    package static var legend: String? { nil }
    package static var childrenError: String? { nil }
    package func check(_ view: ViewSpec, _ context: FieldContext) {}
    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {}
    package func builtInRecognizerIDs(of view: ViewSpec) -> [String] { [] }
    package func implicitControllerID(of view: ViewSpec) -> String? { nil }
    package func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> Self { self }
    package func instance(suffix: String) -> Self { self }
    package var buildsPlainView: Bool { false }
    /// The kind's name, from an instance.
    package var name: String { Self.name }
}

/// What building a scene offers a view kind: the world, nested views, pages and recognizer options.
package protocol SceneBuilding: AnyObject {
    var world: World { get }
    /// A window and the views it declares.
    func makeWindow(_ spec: WindowSpec) -> Window
    /// A view tree; a view without a frame fills `parentBounds`.
    func makeView(_ spec: ViewSpec, in parentBounds: Rect) -> View
    /// A new instance of a page template (`<page>#<n>`), or nil for an unknown page.
    func instantiate(_ pageID: String, in bounds: Rect) -> View?
    /// The options of `spec` (not its id or type) on an existing recognizer.
    func apply(_ spec: RecognizerSpec, to recognizer: GestureRecognizer)
    /// The id a reference written in the trace names at run time (a page template's id, when the page
    /// has one instance, stands for that instance: `Trace.resolvedReferences`).
    func resolve(_ reference: String) -> String
}
