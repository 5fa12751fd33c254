import TraceFormat

/// A rectangle as dumps print them: origin and size in points.
public struct DumpRect: Sendable, Equatable {
    public var x, y, width, height: Double

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public func contains(_ px: Double, _ py: Double) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }
}

/// A view read from a dump, as the trace's scene will declare it.
public struct ImportedView: Sendable {
    /// The view kind it is declared as, by the name a trace writes (`kind: scroll`); the kinds the
    /// importer fills in keys of are named here, the others come from their declarations
    /// (ViewKindSpec.uikitClasses).
    public struct Kind: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let view = Kind(rawValue: PlainViewKind.name)
        public static let button = Kind(rawValue: ButtonKind.name)
        public static let scroll = Kind(rawValue: ScrollKind.name)
        public static let flutter = Kind(rawValue: FlutterKind.name)
        public static let swiftui = Kind(rawValue: SwiftUIKind.name)
    }

    public var id: String
    public var kind: Kind = .view
    /// For a button: the UIKit control class it is, when not UIButton (`class: UIControl`, S5.10).
    public var controlClass: String?
    public var frame: DumpRect
    public var hidden = false
    /// Nil when the dump gives none (1).
    public var alpha: Double?
    public var interactive = true
    public var clips = false
    public var contentOffset: (x: Double, y: Double)?
    public var contentSize: (width: Double, height: Double)?
    /// The class, address, and line in the dump it came from, for the comment beside it.
    public var origin: String
    /// The gesture recognizers the dump lists on it.
    public var recognizers: [ImportedRecognizer] = []
    public var children: [ImportedView] = []
    /// For a `flutter` view: its widgets.
    public var widgets: [ImportedWidget] = []

    public init(id: String, frame: DumpRect, origin: String) {
        self.id = id
        self.frame = frame
        self.origin = origin
    }

    /// This view and every view below it, depth first, back to front.
    public var subtree: [ImportedView] { [self] + children.flatMap(\.subtree) }
}

/// A gesture recognizer read from a dump, as the trace declares it in its view's `recognizers:`.
public struct ImportedRecognizer: Sendable {
    /// The trace's type: `tap`, `pan`, `longPress`, `edgePan`, `swipe`, `pinch` or `rotation`.
    public var type: String
    public var id: String
    /// The name in `action` records: `<view id>.<selector>` (`imageView.imageTapped`), nil when the dump
    /// gives no selector that makes an id.
    public var action: String?
    /// The keys after `id`, `type` and `action`, in order, with their values as the trace writes them
    /// (`taps`, `2`; `enabled`, `false`).
    public var options: [Option]
    /// The class, address, and line in the dump it came from, for the comment beside it.
    public var origin: String
    /// The first selector of its target-action pairs (`imageTapped:`).
    var selector: String?

    public struct Option: Sendable, Equatable {
        public var key: String
        public var value: String
    }

    public init(type: String, id: String, options: [Option] = [], origin: String) {
        self.type = type
        self.id = id
        self.options = options
        self.origin = origin
    }
}

/// A window read from a dump: its frame, whether it is key, and its subviews, the first as its root.
public struct ImportedWindow: Sendable {
    public enum State: String, Sendable {
        case key, visible, hidden
    }

    public var id: String
    public var frame: DumpRect
    public var state: State
    public var root: ImportedView?
    public var children: [ImportedView] = []
    public var origin: String

    public init(id: String, frame: DumpRect, state: State, origin: String) {
        self.id = id
        self.frame = frame
        self.state = state
        self.origin = origin
    }
}

/// A Flutter render object kept as a widget: its frame in its parent widget's coordinates, its
/// hit-test behaviour, and what it does.
public struct ImportedWidget: Sendable {
    public enum Behavior: String, Sendable {
        case deferToChild, opaque, translucent
    }

    public enum Barrier: String, Sendable {
        case ignorePointer, absorbPointer
    }

    public var id: String
    public var frame: DumpRect
    public var behavior: Behavior?
    /// The detector wraps a painted child that fills it (text, ink, a decoration): hit anywhere inside.
    public var painted = false
    /// The GestureDetector callbacks it has, as trace keys (`onTap`, `onLongPress`, …).
    public var callbacks: [String] = []
    /// Listener callbacks (`down`, `move`, `up`).
    public var listener: [String] = []
    public var barrier: Barrier?
    /// A scrollable: its axis (`vertical`/`horizontal`), content extent and offset.
    public var scroll: (axis: String, extent: Double, offset: Double)?
    /// A native view embedded here (RenderUiKitView).
    public var platformView = false
    public var origin: String
    public var children: [ImportedWidget] = []

    public init(id: String, frame: DumpRect, origin: String) {
        self.id = id
        self.frame = frame
        self.origin = origin
    }

    /// This widget and every widget below it, depth first, back to front.
    public var subtree: [ImportedWidget] { [self] + children.flatMap(\.subtree) }
}

/// What an import read: the screen, the windows, and the warnings on the way.
public struct ImportedScene: Sendable {
    public var screen: (width: Double, height: Double)
    public var windows: [ImportedWindow]

    public init(screen: (width: Double, height: Double), windows: [ImportedWindow]) {
        self.screen = screen
        self.windows = windows
    }
}
