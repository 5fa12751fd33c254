/// What touches the screen for a finger number, and which of its buttons are held (docs/semantics.md
/// S7.13): a finger, an Apple Pencil (`UITouch.TouchType.pencil`), or a mouse or trackpad pointer
/// (`indirectPointer`, whose event carries `UIEvent.buttonMask`). iPadOS reports a primary and a
/// secondary button, and the Flutter iOS embedding passes on those two only.
public struct PointerStyle: Sendable, Hashable {
    public enum Device: String, Sendable, CaseIterable {
        case finger, pencil, mouse

        /// The Flutter PointerDeviceKind the embedding makes of it (`DeviceKindFromTouchType`).
        public var flutterKind: String {
            switch self {
            case .finger: return "touch"
            case .pencil: return "stylus"
            case .mouse: return "mouse"
            }
        }
    }

    /// `UIEvent.ButtonMask`: the buttons held.
    public struct Buttons: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = Buttons(rawValue: 1)
        public static let secondary = Buttons(rawValue: 2)

        /// `primary`, `secondary` or `primary+secondary`, as records write them.
        public var text: String {
            [(Buttons.primary, "primary"), (Buttons.secondary, "secondary")].filter { contains($0.0) }.map(\.1).joined(separator: "+")
        }
    }

    public var device: Device
    public var buttons: Buttons

    public init(device: Device = .finger, buttons: Buttons = .primary) {
        self.device = device
        self.buttons = buttons
    }

    /// A finger pressing the screen: the default for every finger number.
    public static let finger = PointerStyle()

    /// The buttons of a Flutter pointer event (gestures/events.dart): a touch's or a stylus's contact is
    /// kPrimaryButton; a mouse's are the held buttons, kPrimaryMouseButton 1 and kSecondaryMouseButton 2
    /// (the embedding's `dispatchTouches:`, from `event.buttonMask`).
    public var flutterButtons: Int { device == .mouse ? buttons.rawValue : 1 }
}
