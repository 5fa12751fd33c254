/// WKWebView's touch-event recognizer (WebKit's WKTouchEventsGestureRecognizer, `type:
/// webTouchEvents`): it hands the page every touch as DOM touch events as it sees them — touchstart at
/// touchesBegan, touchend at touchesEnded — without recognizing anything, so no failure requirement
/// and no delayed delivery to the view holds them back (the embedding's own documentation calls
/// touchstart non-blockable; flutter/flutter#30143, #69208). `action` is the page's handler, run at
/// the event `fires` names; a cancelled touch runs no touchend handler (docs/semantics.md S7.5).
public struct WebTouchEventsGesture: DeclaredGestureType {
    public static let uikitClassName = "UIWebTouchEventsGestureRecognizer"
    /// The DOM touch event the page's handler listens to.
    public enum Event: String, Sendable, CaseIterable {
        case touchStart, touchEnd
    }

    public var fires = Event.touchEnd

    public init() {}

    public static let name = "webTouchEvents"
    public static let summary = "WKWebView's touch-event recognizer: the page's handler runs on touchstart or touchend, whatever else decides"
    public static let isContinuous = false
    public static let recognizesAlongsideAll = true
    /// It recognizes nothing: it fails when its touches end, or when the iOS 26 workaround resets it.
    public static let recordedEvents: [Record.GestureEvent] = [.failed]
    public static let defaultOptions = GestureOptions(cancelsTouchesInView: false, delaysTouchesEnded: false)
    public static let parameters: [Parameter<WebTouchEventsGesture>] = [
        .choice("fires", \.fires, doc: "the DOM touch event whose handler is the recognizer's action"),
    ]

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch (phase, fires) {
        case (.began, .touchStart), (.ended, .touchEnd):
            if let action = recognizer.action { world.recorder.record(.action(action, nil)) }
        default:
            break
        }
    }
}
