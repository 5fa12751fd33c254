/// Every shape a transcript line can take, by record kind (docs/trace-format.md, Transcript).
extension RecordShape {
    static let windowCreated = RecordShape(.window, "window <window> created level=<number>")
    static let windowChanged = RecordShape(.window, "window <window> shown|hidden|destroyed")
    static let windowLevel = RecordShape(.window, "window <window> level=<number>")
    static let windowList = RecordShape(.windows, "windows <windows>")
    static let noWindows = RecordShape(.windows, "windows none")
    static let key = RecordShape(.key, "key <window>|none")
    static let app = RecordShape(.app, "app willResignActive|didEnterBackground|willEnterForeground|didBecomeActive")
    static let touch = RecordShape(.touch, "touch <finger> down|up|cancel <point>")
    static let move = RecordShape(.move, "touch <finger> move <point>")
    /// A finger number made a finger or a mouse pointer, with the buttons it holds (docs/semantics.md S7.13).
    static let pointerStyle = RecordShape(.touch, "touch <finger> pointer finger|pencil|mouse primary|secondary|primary+secondary")
    static let hit = RecordShape(.hit, "hit <finger> <anyView> window=<window>")
    static let noHit = RecordShape(.hit, "hit <finger> none")
    static let pointInside = RecordShape(.hittest, "hittest <anyView> inside|outside")
    static let hitTestReturned = RecordShape(.hittest, "hittest <anyView> -> <anyView>|nil")
    static let deliver = RecordShape(.deliver, "deliver <finger> began|moved|ended|cancelled <responder>|none")
    static let gesture = RecordShape(.gesture, "gesture <recognizer> began|ended|recognized|cancelled|failed")
    static let gestureChanged = RecordShape(.changed, "gesture <recognizer> changed")
    /// A change with what the recognizer measures: `scale=1.25`, `rotation=0.524` (radians).
    static let gestureMeasured = RecordShape(.changed, "gesture <recognizer> changed <measure>")
    static let action = RecordShape(.action, "action <action>")
    static let actionPhase = RecordShape(.action, "action <action> began|ended|cancelled")
    static let actionChanged = RecordShape(.changed, "action <action> changed")
    /// A Flutter drag's callbacks: where the pointer is, the delta an update reports, the end's velocity (px/s).
    static let dragStart = RecordShape(.action, "action <action> began <point>")
    static let dragUpdate = RecordShape(.changed, "action <action> changed <point> delta <point>")
    static let dragEnd = RecordShape(.action, "action <action> ended <point> velocity <point>")
    static let scroll = RecordShape(.scroll, "scroll <scrollView> began|ended <point>")
    static let scrollChanged = RecordShape(.changed, "scroll <scrollView> changed <point>")
    /// A tap on the status bar (docs/semantics.md S6.7): no scroll view qualifies or lies beneath it; on a
    /// phone, several qualify and none is asked; or a scroll view asked to scroll to its top, and its answer.
    static let statusBarNone = RecordShape(.statusBar, "statusBar tap none")
    static let statusBarSeveral = RecordShape(.statusBar, "statusBar tap several <number>")
    static let statusBarAsked = RecordShape(.statusBar, "statusBar tap <scrollView> " + ScrollToTop.Answer.allCases.map(\.rawValue).joined(separator: "|"))
    static let nav = RecordShape(.nav, "nav <navigationView> push|pop <page>")
    static let navBack = RecordShape(.nav, "nav <navigationView> back began|cancelled <page>")
    static let modalPresent = RecordShape(.modal, "modal <controller> present <page> " + PresentationStyle.recorded.map(\.rawValue).joined(separator: "|"))
    /// A presentation UIKit forwarded from the controller `present` was sent to (the last name) to the
    /// one that carries it out (docs/semantics.md S6.5).
    static let modalPresentForwarded = RecordShape(
        .modal, "modal <controller> present <page> " + PresentationStyle.recorded.map(\.rawValue).joined(separator: "|") + " from <controller>")
    static let modalDismiss = RecordShape(.modal, "modal <controller> dismiss <page>")
    static let modalSwipe = RecordShape(.modal, "modal <controller> swipe began|cancelled <page>")
    static let tab = RecordShape(.tab, "tab <tabView> <index>")
    static let arena = RecordShape(.arena, "arena <pointer> <arenaMember> accepted|rejected")
    static let platform = RecordShape(.platform, "platform <platformView> accept|reject")
    static let overlay = RecordShape(.overlay, "overlay <platformView> <rect>")
    static let noOverlay = RecordShape(.overlay, "overlay <platformView> none")
    static let exposure = RecordShape(.exposure, "exposure <contentID> page=<exposurePage> ratio=<number>")
    static let exposureInSlot = RecordShape(.exposure, "exposure <contentID> page=<exposurePage> ratio=<number> slot=<exposureSlot>")
    static let viewAdded = RecordShape(.view, "view <view> added to <anyView>")
    static let viewRemoved = RecordShape(.view, "view <view> removed")
    /// A view's animation block began or completed (docs/semantics.md S2.8); `interactive` when its
    /// options allow user interaction, so the view keeps taking touches.
    static let viewAnimation = RecordShape(.view, "view <view> animation began|ended")
    static let viewAnimationInteractive = RecordShape(.view, "view <view> animation began interactive")
    static let note = RecordShape(.note, "note <rest>")
    /// The text input that is first responder, or none (docs/semantics.md S4.5).
    static let responder = RecordShape(.responder, "responder <anyView>|none")
    /// A keyboard notification with the keyboard's frame when up (docs/semantics.md S4.6).
    static let keyboard = RecordShape(.keyboard, "keyboard willShow|didShow|willHide|didHide <rect>")
    /// The interface rotated, with the screen's bounds in the new orientation (docs/semantics.md S3.8).
    static let orientation = RecordShape(.orientation, "orientation " + InterfaceOrientation.allCases.map(\.rawValue).joined(separator: "|") + " <rect>")
    /// A hook's own record (`record(_:)` in the app's code run by the replay).
    static let hook = RecordShape(.hook, "hook <text> <rest>")
    /// The system's gesture gate takes a touch that began in a band at a screen edge: holds it from the app,
    /// or lets it through at once on an edge the root view controller defers (docs/semantics.md S4.7).
    static let systemEdge = RecordShape(.system, "system <finger> held|deferred top|bottom")
    /// The gate lets a held touch through, or the system takes the touch for its own gesture.
    static let systemDecision = RecordShape(.system, "system <finger> released|taken")

    /// A Flutter engine's viewController changed (add-to-app, docs/semantics.md S7.11).
    static let engineViewController = RecordShape(.engine, "engine <engine> viewController <controller>|none")
    /// A lifecycle message a FlutterViewController sent its engine.
    static let engineLifecycle = RecordShape(
        .engine, "engine <engine> lifecycle " + FlutterEmbedding.LifecycleState.allCases.map(\.rawValue).joined(separator: "|"))
    /// `flushOngoingTouches` cancelled a pointer its controller had sent down.
    static let engineFlush = RecordShape(.engine, "engine <engine> flush <pointer>")
    /// The controller a platform view's forwarding recognizer sends touches to changed.
    static let enginePlatformViews = RecordShape(.engine, "engine <engine> platformViewsController <controller>|none")
    /// A platform view disposed, or made again for its widget (docs/semantics.md S7.12).
    static let platformLifetime = RecordShape(.platform, "platform <platformView> created|disposed")

    /// Every shape, in reference order.
    public static let all: [RecordShape] = [
        windowCreated, windowChanged, windowLevel, windowList, noWindows, key, app, touch, move, pointerStyle, hit, noHit,
        pointInside, hitTestReturned, deliver, gesture, gestureChanged, gestureMeasured, action, actionPhase, actionChanged,
        dragStart, dragUpdate, dragEnd,
        scroll, scrollChanged, statusBarNone, statusBarSeveral, statusBarAsked, nav, navBack, modalPresent, modalPresentForwarded, modalDismiss, modalSwipe, tab, arena, platform, platformLifetime, overlay, noOverlay, exposure, exposureInSlot,
        viewAdded, viewRemoved, viewAnimation, viewAnimationInteractive, note, hook, responder, keyboard, orientation, systemEdge, systemDecision,
        engineViewController, engineLifecycle, engineFlush, enginePlatformViews,
    ]

    /// The first word of every record, in reference order without repeats.
    public static let firstWords: [String] = {
        var seen = Set<String>()
        return all.compactMap { shape -> String? in
            guard case .word(let word)? = shape.slots.first, seen.insert(word).inserted else { return nil }
            return word
        }
    }()
}
