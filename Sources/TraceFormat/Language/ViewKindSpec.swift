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
    /// Recognizer ids its own values define beyond the built-in ones (a SwiftUI view's gestures), each
    /// with the id it takes in a page instance whose ids end in `suffix`.
    func ownRecognizerRenames(of view: ViewSpec, suffix: String) -> [String: String]
    /// The option blocks of its built-in recognizers, renamed for a page instance.
    func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> Self
    /// Its settings in a page instance whose ids end in `suffix`.
    func instance(suffix: String) -> Self
    /// The page templates whose new instances it holds from the start (a navigation view's stack),
    /// made by the replay before the view and handed over in `ViewParts.pages`.
    func pageIDs(of view: ViewSpec) -> [String]
    /// The views it embeds (a FlutterView's platform views), each with the bounds it fills when it
    /// has no frame, in the order `makeView` takes them from `ViewParts.embedded`.
    func embeddedViews(of view: ViewSpec, frame: Rect) -> [(spec: ViewSpec, bounds: Rect)]
    /// Recognizers the trace declared inside the kind's own values (a SwiftUI view's
    /// `UIGestureRecognizerRepresentable`), which the replay makes as it makes declared ones and hands
    /// over in `ViewParts.recognizers`, in this order.
    func embeddedRecognizers(of view: ViewSpec) -> [RecognizerSpec]
    /// The options the trace wrote for recognizers the kind's view makes itself (a scroll view's
    /// pan), each naming its recognizer by id; the replay sets them once the view is made.
    var builtInRecognizerOptions: [RecognizerSpec] { get }
    /// The engine view for `view`, with `frame` already resolved and the parts above made: the engine
    /// object its values stand for, made without reaching anything but the engine.
    func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View
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
    package func ownRecognizerRenames(of view: ViewSpec, suffix: String) -> [String: String] { [:] }
    package func implicitControllerID(of view: ViewSpec) -> String? { nil }
    package func renamingRecognizers(_ rename: (RecognizerSpec) -> RecognizerSpec) -> Self { self }
    package func pageIDs(of view: ViewSpec) -> [String] { [] }
    package func embeddedViews(of view: ViewSpec, frame: Rect) -> [(spec: ViewSpec, bounds: Rect)] { [] }
    package var builtInRecognizerOptions: [RecognizerSpec] { [] }
    package func embeddedRecognizers(of view: ViewSpec) -> [RecognizerSpec] { [] }
    package func instance(suffix: String) -> Self { self }
    package var buildsPlainView: Bool { false }
    /// The kind's name, from an instance.
    package var name: String { Self.name }
}

/// What a kind's view is made with besides its own values: the engine's settings and the parts the
/// replay made first, in the order the kind asked for them (`pageIDs(of:)`, `embeddedViews(of:frame:)`).
package struct ViewParts {
    package var settings: Settings
    /// A new instance of each page template the kind named that exists.
    package var pages: [View]
    /// Each embedded view the kind named.
    package var embedded: [View]
    /// Each recognizer the kind declared in its own values (`embeddedRecognizers(of:)`).
    package var recognizers: [GestureRecognizer]

    package init(settings: Settings, pages: [View] = [], embedded: [View] = [], recognizers: [GestureRecognizer] = []) {
        self.settings = settings
        self.pages = pages
        self.embedded = embedded
        self.recognizers = recognizers
    }
}
