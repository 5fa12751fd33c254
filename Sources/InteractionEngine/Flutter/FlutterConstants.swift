/// Gesture constants from flutter/flutter `packages/flutter/lib/src/gestures/constants.dart`
/// (docs/semantics.md S7.4), in logical pixels (points) and virtual time.
public enum FlutterConstants {
    public static let touchSlop: Double = 18
    public static let panSlop: Double = 36
    /// A mouse's hit slop and pan slop (kPrecisePointerHitSlop, kPrecisePointerPanSlop): what a drag
    /// must pass, and a fling must span, for a mouse pointer instead of kTouchSlop and kPanSlop.
    public static let precisePointerHitSlop: Double = 1
    public static let precisePointerPanSlop: Double = 2
    public static let pressTimeout = Time.ms(100)
    public static let longPressTimeout = Time.ms(500)
    public static let doubleTapTimeout = Time.ms(300)
    public static let doubleTapMinTime = Time.ms(40)
    public static let doubleTapSlop: Double = 100
    /// A drag ending slower than this along its axis is not a fling, in logical pixels per second.
    public static let minFlingVelocity: Double = 50
    /// Fling velocities are clamped to this, in logical pixels per second.
    public static let maxFlingVelocity: Double = 8000
}
