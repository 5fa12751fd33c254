/// Engine constants a trace may override, each with its unit and the source of its default.
public struct Settings: Sendable, Equatable {
    /// How far a finger may move, in points, before a tap recognizer fails (docs/semantics.md S5.9).
    public var tapSlop: Double = 10
    /// How far a pan must move, in points, before it begins (docs/semantics.md S5.9).
    public var panThreshold: Double = 10
    /// How close to a screen edge, in points, an edge pan must start (docs/semantics.md S5.9).
    public var edgeWidth: Double = 20
    /// The longest wait, in seconds, between the taps of a multi-tap (unconfirmed for UIKit; a setting).
    public var multiTapInterval: Double = 0.35
    /// How far, in points, a later tap of a multi-tap may land from the first (unconfirmed; a setting).
    public var multiTapSlop: Double = 45
    /// How far, in points, a swipe must travel in its direction (unconfirmed; a setting).
    public var swipeDistance: Double = 50
    /// How long, in seconds, a swipe may take to travel that far (unconfirmed; a setting).
    public var swipeDuration: Double = 0.5
    /// How far outside its bounds, in points, a touch may lift and still count as touch-up-inside on a
    /// button (community measurements put UIKit's at about 70; a setting).
    public var controlTouchMargin: Double = 70
    /// How long, in seconds, a scroll view holds touch-down from its content (docs/semantics.md S6.1).
    public var contentTouchDelay: Double = 0.15
    /// How long, in seconds, an overscrolled scroll view takes to settle back, and a page to snap
    /// (docs/semantics.md S6.2).
    public var bounceDuration: Double = 0.3
    /// How much of a drag beyond the content edge moves the content (unconfirmed; a setting).
    public var rubberBand: Double = 0.5
    /// The release speed, in points per millisecond, above which paging moves to the next page
    /// rather than the nearest (unconfirmed; a setting).
    public var pagingFlickVelocity: Double = 0.5
    /// The rightward release speed, in points per millisecond, at which the back gesture pops even short
    /// of a third of the width (Apple does not publish it; a setting).
    public var backFlickVelocity: Double = 0.5
    /// How far below the top of the screen, in points, a page or form sheet's card starts on a
    /// compact-width screen (an iPhone X–class status bar of 44 plus 10; a setting).
    public var sheetTopInset: Double = 54
    /// How much of its height, as a fraction, a sheet must be dragged down to dismiss on release
    /// (Apple does not publish it; a setting).
    public var sheetDismissFraction: Double = 0.5
    /// The downward release speed, in points per millisecond, at which a sheet dismisses short of that
    /// distance (Apple does not publish it; a setting).
    public var sheetFlickVelocity: Double = 0.5
    /// How much the distance between two fingers must change, in points, before a pinch begins
    /// (Apple does not publish it; a setting).
    public var pinchThreshold: Double = 10
    /// How far, in degrees, the line through two fingers must turn before a rotation begins (Apple does
    /// not publish it; a setting).
    public var rotationThreshold: Double = 10
    /// The keyboard's height, in points, on the screen (an iPhone X–class portrait keyboard with its
    /// predictive bar and bottom area, as public measurements report it; a setting: docs/semantics.md S4.6).
    public var keyboardHeight: Double = 335
    /// The keyboard's height, in points, when the interface is in landscape (our approximation of an
    /// iPhone X–class landscape keyboard; a setting: S4.6).
    public var keyboardHeightLandscape: Double = 209
    /// How long, in seconds, the keyboard takes to show or hide (keyboardAnimationDurationUserInfoKey
    /// as public logs print it; a setting: S4.6).
    public var keyboardAnimation: Double = 0.25
    /// How long, in seconds, the scroll to the top after a tap on the status bar takes (Apple publishes no
    /// figure; our choice, a setting; docs/semantics.md S6.7).
    public var scrollToTopDuration: Double = 0.3
    /// How platform views handle touches: the engine and framework of a period (docs/semantics.md S7.5).
    public var platformViews = PlatformView.Era.rejectAbsorbed
    /// How the engine of a period orders platform views in the FlutterView once composed
    /// (docs/semantics.md S7.5).
    public var platformViewOrder = PlatformView.LayerOrder.followComposition
    /// What the framework of a period does with a UiKitView's render object when its platform view is
    /// made again (docs/semantics.md S7.12).
    public var platformViewRebuild = FlutterEmbedding.PlatformViewRebuild.newRenderObject
    /// Which FlutterViewController appearance methods speak only for the engine's viewController, by
    /// engine generation (docs/semantics.md S7.11).
    public var appearanceGuard = FlutterEmbedding.AppearanceGuard.all
    /// Which recognizers still see a touch that an exclusive-touch view keeps from its view
    /// (docs/semantics.md S4.4).
    public var exclusiveTouchRecognizers = ExclusiveTouch.Recognizers.exclusiveAncestors
    /// Which of two recognizers that may begin on the same touch batch is settled first: the one on the
    /// deeper view, or the one on the ancestor (docs/semantics.md S4.3).
    public var gestureTieOrder = GestureTieOrder.deeperFirst
    /// What `modalPresentationStyle` `automatic` resolves to for a plain view controller, by iOS
    /// generation (docs/semantics.md S6.5).
    public var automaticPresentation = PresentationStyle.Automatic.formSheet
    /// Which iOS generation's SwiftUI hosting a trace replays: what a hosting view's hit test returns
    /// for SwiftUI content, and how SwiftUI's gestures meet UIKit's (docs/semantics.md S10.1, S10.5).
    public var swiftUIGeneration = SwiftUIGeneration.ios26
    /// What a tap on the status bar does when several scroll views qualify (docs/semantics.md S6.7).
    public var scrollToTopSeveral = ScrollToTop.Several.none
    /// Whether the system holds back touches that begin in its gesture bands at the screen's top and
    /// bottom edges (docs/semantics.md S4.7): off (the default, which keeps the traces written before the
    /// gate, whose bars sit at the screen's edges without safe areas, as they were) or a Face ID iPhone in
    /// portrait.
    public var systemGestureGate = SystemEdges.Gate.off
    /// How far above the bottom edge, in points, the home indicator's band reaches (S4.7). Our choice: the
    /// bottom safe-area inset of a Face ID iPhone in portrait; the one public measurement is "the bottom 20
    /// pixels or so" on iOS 5–7 (Stack Overflow 19799961).
    public var systemGestureBottomBand: Double = 34
    /// How far below the top edge, in points, Notification and Control Center's band reaches (S4.7). Our
    /// choice: the top safe-area inset (the status bar) of a Face ID iPhone in portrait; no public report
    /// measures it.
    public var systemGestureTopBand: Double = 44
    /// How long, in seconds, the system holds a touch that begins in a band before the app sees its
    /// touchesBegan, unless it lifts first (S4.7). Only measurements in public reports exist: about 0.5 s
    /// (MonoGame #6340) to about 1 s (Igor Kulman's blog, Godot #31503); 0.5 s is the lower of them.
    public var systemGestureDelay: Double = 0.5

    public init() {}

    /// A setting as traces name it.
    public struct Entry: Sendable {
        public let name: String
        public let unit: String
        public let keyPath: WritableKeyPath<Settings, Double> & Sendable
        /// One line: what it is, and where its default comes from.
        public let doc: String
    }

    /// Every setting a trace may name under `settings:`, in documentation order.
    public static let entries: [Entry] = [
        Entry(name: "uikit.tapSlop", unit: "points", keyPath: \.tapSlop, doc: "how far a finger may move before a tap fails (docs/semantics.md S5.9)"),
        Entry(name: "uikit.panThreshold", unit: "points", keyPath: \.panThreshold, doc: "how far a pan moves along either axis before it begins (S5.9)"),
        Entry(name: "uikit.edgeWidth", unit: "points", keyPath: \.edgeWidth, doc: "how close to a screen edge an edge pan must start (S5.9)"),
        Entry(name: "uikit.multiTapInterval", unit: "seconds", keyPath: \.multiTapInterval, doc: "the longest wait between the taps of a multi-tap (unconfirmed for UIKit)"),
        Entry(name: "uikit.multiTapSlop", unit: "points", keyPath: \.multiTapSlop, doc: "how far a later tap of a multi-tap may land from the first (unconfirmed)"),
        Entry(name: "uikit.swipeDistance", unit: "points", keyPath: \.swipeDistance, doc: "how far a swipe must travel in its direction (unconfirmed)"),
        Entry(name: "uikit.swipeDuration", unit: "seconds", keyPath: \.swipeDuration, doc: "how long a swipe may take to travel that far (unconfirmed)"),
        Entry(name: "uikit.controlTouchMargin", unit: "points", keyPath: \.controlTouchMargin, doc: "how far outside a button a lift still counts as touch-up-inside (community measurements)"),
        Entry(name: "uikit.contentTouchDelay", unit: "seconds", keyPath: \.contentTouchDelay, doc: "how long a scroll view holds touch-down from its content (S6.1)"),
        Entry(name: "uikit.bounceDuration", unit: "seconds", keyPath: \.bounceDuration, doc: "how long an overscrolled scroll view takes to settle back, and a page to snap (S6.2)"),
        Entry(name: "uikit.rubberBand", unit: "fraction", keyPath: \.rubberBand, doc: "how much of a drag beyond the content edge moves the content (unconfirmed)"),
        Entry(name: "uikit.backFlickVelocity", unit: "points per millisecond", keyPath: \.backFlickVelocity,
              doc: "the rightward release speed at which the back gesture pops short of a third of the width (unconfirmed; S6.3)"),
        Entry(name: "uikit.sheetTopInset", unit: "points", keyPath: \.sheetTopInset,
              doc: "how far below the top of the screen a page or form sheet's card starts (our choice; S6.5)"),
        Entry(name: "uikit.sheetDismissFraction", unit: "fraction", keyPath: \.sheetDismissFraction,
              doc: "how much of its height a sheet is dragged down to dismiss on release (unconfirmed; S6.5)"),
        Entry(name: "uikit.sheetFlickVelocity", unit: "points per millisecond", keyPath: \.sheetFlickVelocity,
              doc: "the downward release speed at which a sheet dismisses short of that (unconfirmed; S6.5)"),
        Entry(name: "uikit.pinchThreshold", unit: "points", keyPath: \.pinchThreshold,
              doc: "how much the distance between two fingers changes before a pinch begins (unconfirmed; S5.11)"),
        Entry(name: "uikit.rotationThreshold", unit: "degrees", keyPath: \.rotationThreshold,
              doc: "how far the line through two fingers turns before a rotation begins (unconfirmed; S5.12)"),
        Entry(name: "uikit.keyboardHeight", unit: "points", keyPath: \.keyboardHeight,
              doc: "the keyboard's height at the bottom of the screen (public measurements of an iPhone X-class portrait keyboard; S4.6)"),
        Entry(name: "uikit.keyboardHeightLandscape", unit: "points", keyPath: \.keyboardHeightLandscape,
              doc: "the keyboard's height in landscape (our approximation of an iPhone X-class landscape keyboard; S4.6)"),
        Entry(name: "uikit.keyboardAnimation", unit: "seconds", keyPath: \.keyboardAnimation,
              doc: "how long the keyboard takes to show or hide (public logs of keyboardAnimationDurationUserInfoKey; S4.6)"),
        Entry(name: "uikit.pagingFlickVelocity", unit: "points per millisecond", keyPath: \.pagingFlickVelocity, doc: "the release speed above which paging moves to the next page (unconfirmed)"),
        Entry(name: "uikit.scrollToTopDuration", unit: "seconds", keyPath: \.scrollToTopDuration,
              doc: "how long the scroll to the top after a tap on the status bar takes (our choice; S6.7)"),
        Entry(name: "uikit.systemGestureBottomBand", unit: "points", keyPath: \.systemGestureBottomBand,
              doc: "how far above the bottom edge the home indicator's band reaches, with uikit.systemGestureGate faceID (our choice: the bottom safe-area inset; S4.7)"),
        Entry(name: "uikit.systemGestureTopBand", unit: "points", keyPath: \.systemGestureTopBand,
              doc: "how far below the top edge Notification and Control Center's band reaches, with uikit.systemGestureGate faceID (our choice: the top safe-area inset; S4.7)"),
        Entry(name: "uikit.systemGestureDelay", unit: "seconds", keyPath: \.systemGestureDelay,
              doc: "how long the system holds touchesBegan of a touch that begins in a band, unless it lifts first (public reports measure 0.5–1 s; S4.7)"),
    ]

    /// A setting that takes one of a few words, as traces name it.
    public struct Choice: Sendable {
        public let name: String
        public let options: [String]
        public let defaultText: String
        public let doc: String
        /// Stores one of `options`.
        public let store: @Sendable (inout Settings, String) -> Void
    }

    /// Every word setting a trace may name.
    public static let choices: [Choice] = [
        choice("flutter.platformViews", \.platformViews,
               doc: "how platform views handle touches, by engine era: blockAtTouchEnd (2018), holdUndecided (2018–2019), rejectAbsorbed (Flutter 1.5 to today), resetWebKit (iOS 26 workaround, 2026) (S7.5)"),
        choice("flutter.platformViewOrder", \.platformViewOrder,
               doc: "how the engine orders composed platform views among the FlutterView's subviews: followComposition (engines to Flutter 1.12, and 3.10 to today) or firstAttached (1.17 to 3.7, layer.zPosition only) (S7.5)"),
        choice("flutter.platformViewRebuild", \.platformViewRebuild,
               doc: "what a UiKitView whose platform view is made again does with its render object: newRenderObject (today's _DarwinViewState: a new arena member for the new view) or reusedRenderObject (the earlier _UiKitViewState: the arena member made for the disposed view decides for the new one) (S7.12)"),
        choice("flutter.appearanceGuard", \.appearanceGuard,
               doc: "which FlutterViewController appearance methods send lifecycle messages (and the flush) only from the engine's viewController: all (engines of 2023 to today), disappearOnly (mid-2020: viewDidDisappear only), none (2019) (S7.11)"),
        choice("uikit.exclusiveTouchRecognizers", \.exclusiveTouchRecognizers,
               doc: "which recognizers see a touch an exclusive-touch view keeps from its view: exclusiveAncestors (iOS 26.1's code), all (Apple's 2013 sample), none (S4.4)"),
        choice("uikit.gestureTieOrder", \.gestureTieOrder,
               doc: "which of two recognizers ready to begin on one touch batch goes first: deeperFirst (public experiments) or ancestorFirst (S4.3)"),
        choice("uikit.automaticPresentation", \.automaticPresentation,
               doc: "what modalPresentationStyle automatic becomes: formSheet (iOS 18 and later), pageSheet (iOS 13 to 17), fullScreen (apps built before iOS 13) (S6.5)"),
        choice("swiftui.generation", \.swiftUIGeneration,
               doc: "which iOS generation's SwiftUI hosting: ios17 (SwiftUI content hits a subview of the hosting view; SwiftUI's gestures run apart from UIKit's recognizers), ios18 (content hits the hosting view; SwiftUI's gestures are UIKit recognizers), ios26 (as ios18, the hosting view without subviews) (S10.1, S10.5)"),
        choice("uikit.scrollToTopSeveral", \.scrollToTopSeveral,
               doc: "what a tap on the status bar does when several scroll views qualify: none (Apple's documentation for iPhone; UIKitCore for apps linked before an SDK it checks) or closest (iPad, and apps linked on or after it: those beneath the tap, nearest the status bar first, until one scrolls) (S6.7)"),
        choice("uikit.systemGestureGate", \.systemGestureGate,
               doc: "whether the system holds back touches that begin in its bands at the screen's edges: off (earlier traces place bars at the edges without safe areas) or faceID (a Face ID iPhone in portrait: the home indicator's band at the bottom, Notification and Control Center's at the top) (S4.7)"),
    ]

    /// A word setting stored as one case of an enumeration, named by its raw value.
    private static func choice<Word: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Settings, Word> & Sendable, doc: String
    ) -> Choice where Word.RawValue == String {
        Choice(name: name, options: Word.allCases.map(\.rawValue), defaultText: Settings()[keyPath: keyPath].rawValue, doc: doc) { settings, word in
            if let value = Word(rawValue: word) { settings[keyPath: keyPath] = value }
        }
    }

    /// A duration setting in seconds as virtual time, rounded to the microsecond.
    public static func time(_ seconds: Double) -> Time { .us(Int64((seconds * 1_000_000).rounded())) }
}
