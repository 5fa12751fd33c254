/// What happened, as a value. Its words are declared once, in its `RecordShape`.
public enum Record: Hashable, Sendable {
    public enum WindowChange: Hashable, Sendable {
        case created(level: Double), shown, hidden, destroyed, level(Double)
    }

    public enum AppEvent: String, Hashable, Sendable {
        case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive
    }

    /// What the screen saw a finger do: `touch` records (`down`, `up`, `cancel`); moves are `move` records.
    public enum TouchEvent: String, Hashable, Sendable {
        case down, up, cancel
    }

    public enum GestureEvent: String, Hashable, Sendable {
        case began, changed, ended, recognized, cancelled, failed
    }

    public enum ScrollEvent: String, Hashable, Sendable {
        case began, changed, ended
    }

    public enum NavEvent: String, Hashable, Sendable {
        case push, pop
        case backBegan = "back began"
        case backCancelled = "back cancelled"
    }

    /// A modal presentation starts or ends, or a sheet's swipe down starts or is cancelled.
    public enum ModalEvent: Hashable, Sendable {
        /// A presentation, with the controller `present` was sent to when UIKit forwarded it to this one.
        case present(PresentationStyle, from: String? = nil), dismiss, swipeBegan, swipeCancelled
    }

    /// What a continuous recognizer measures, as its `changed` records print it: `scale=1.5`.
    public struct GestureMeasure: Hashable, Sendable {
        public var name: String
        public var value: Double

        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// A Flutter drag callback with the pointer's position in FlutterView coordinates: onStart, onUpdate
    /// with the delta it reports, onEnd with its velocity in logical pixels per second (zero unless a fling).
    public enum DragEvent: Hashable, Sendable {
        case start(Point), update(Point, delta: Point), end(Point, velocity: Point)
    }

    /// What a tap on the status bar did (docs/semantics.md S6.7).
    /// How far a view's animation block has got (S2.8).
    public enum ViewAnimationPhase: Hashable, Sendable {
        /// It began; `interactive` when its options allow user interaction.
        case began(interactive: Bool)
        case ended
    }

    public enum StatusBarEvent: Hashable, Sendable {
        /// No scroll view qualifies, or none that does lies beneath the tap.
        case noScrollView
        /// Several qualify on a phone, so none is asked: how many.
        case several(Int)
        /// A scroll view beneath the tap was asked to scroll to its top, and what it answered.
        case asked(String, ScrollToTop.Answer)
    }

    /// What the system's gesture gate at the screen edges did with a touch (docs/semantics.md S4.7): held its
    /// touchesBegan back from the app at an edge, or let it through at once on an edge the root view
    /// controller defers; released what it held; or took the touch for a system gesture.
    public enum EngineEvent: Hashable, Sendable {
        /// `engine.viewController` changed (nil: none).
        case viewController(String?)
        /// An `AppLifecycleState` message on the lifecycle channel.
        case lifecycle(FlutterEmbedding.LifecycleState)
        /// `flushOngoingTouches` cancelled this pointer.
        case flush(pointer: Int)
        /// The platform views controller's FlutterViewController changed (nil: none).
        case platformViewsController(String?)
    }

    public enum SystemEvent: Hashable, Sendable {
        case held(GestureRecognizer.Edge), deferred(GestureRecognizer.Edge), released, taken
    }

    /// The phase of a continuous recognizer's action; nil for a discrete one.
    public enum ActionPhase: String, Hashable, Sendable {
        case began, changed, ended, cancelled
    }

    /// What the keyboard's notifications announce (UIResponder's keyboard notifications).
    public enum KeyboardEvent: String, Hashable, Sendable {
        case willShow, didShow, willHide, didHide
    }

    case window(String, WindowChange)
    case windows([String])
    case key(String?)
    case app(AppEvent)
    case touch(finger: Int, TouchEvent, Point)
    case move(finger: Int, Point)
    /// What a finger number is from now on: a finger or a mouse, and the buttons it holds (S7.13).
    case pointerStyle(finger: Int, PointerStyle)
    case hit(finger: Int, view: String?, window: String?)
    case pointInside(view: String, Bool)
    case hitTestReturned(view: String, result: String?)
    case deliver(finger: Int, TouchPhase, responder: String?)
    /// A recognizer's state changed; a `changed` record may carry what it measures (a pinch's scale).
    case gesture(String, GestureEvent, measure: GestureMeasure? = nil)
    case action(String, ActionPhase?)
    case drag(String, DragEvent)
    /// A scroll view starts or stops moving, with its content offset.
    case scroll(String, ScrollEvent, Point)
    /// A tap on the status bar: which scroll view it asked to scroll to the top, or why none.
    case statusBar(StatusBarEvent)
    /// A navigation controller's stack changes, or its interactive back gesture starts or is cancelled.
    case nav(String, NavEvent, page: String)
    /// A controller presents or dismisses a page (docs/semantics.md S6.5), or a sheet it presents is
    /// being swiped down.
    case modal(String, ModalEvent, page: String)
    /// A tab controller selects a tab.
    case tab(String, index: Int)
    /// A Flutter gesture arena accepts or rejects a member for a pointer.
    case arena(pointer: Int, member: String, accepted: Bool)
    /// The framework's decision on a platform view's touches (acceptGesture / rejectGesture).
    case platform(String, accepted: Bool)
    /// The overlay over a platform view, in FlutterView coordinates, or none.
    case overlay(String, Rect?)
    /// A content item was exposed on a page (seed 002; the shape is fixed).
    case exposure(String, page: String, ratio: Double, slot: String?)
    case viewAdded(String, parent: String)
    case viewRemoved(String)
    /// A view's animation block began (`interactive` under `allowUserInteraction`) or completed (S2.8).
    case viewAnimation(String, ViewAnimationPhase)
    case note(String)
    /// A text input became first responder, or none is (nil).
    case responder(String?)
    /// The keyboard's notification, with the keyboard's frame when up (screen coordinates).
    case keyboard(KeyboardEvent, Rect)
    /// The interface rotated to an orientation (a UIInterfaceOrientation's name), with the screen's new bounds.
    case orientation(String, Rect)
    /// The system's gesture gate at the screen edges and a finger's touch (docs/semantics.md S4.7).
    case system(finger: Int, SystemEvent)
    /// A Flutter engine's attachment, a lifecycle message it was sent, or a touch its controller
    /// flushed (add-to-app, docs/semantics.md S7.11).
    case engine(String, EngineEvent)
    /// A platform view disposed or created again for its widget (docs/semantics.md S7.12).
    case platformLifetime(String, created: Bool)
    /// What the app's own code said it did, through a hook's `record(_:)`: the hook's name, its text.
    case hook(String, String)
}

extension Record {
    /// What a record counts for against Recorder.maxWeight: the names it lists.
    var weight: Int {
        if case .windows(let ids) = self { return max(1, ids.count) }
        return 1
    }
}
