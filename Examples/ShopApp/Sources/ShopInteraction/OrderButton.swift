/// The checkout's "Place order" button: it disables itself when tapped, so a second tap before the
/// order screen appears cannot place the order twice (the bug: two orders from a double tap).
public enum OrderButton {
    /// What a tap does: place the order once, then disable the button.
    public struct Effect: Equatable, Sendable {
        public var placesOrder: Bool
        public var enabledAfter: Bool
    }

    public static func tapped(enabled: Bool) -> Effect {
        Effect(placesOrder: enabled, enabledAfter: false)
    }
}
