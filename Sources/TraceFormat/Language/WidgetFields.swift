import InteractionEngine

/// The keys of a FlutterView's widgets (docs/semantics.md S7): a render object with a hit-test
/// behaviour, GestureDetector callbacks, a Listener, a Scrollable, or an embedded UiKitView.
enum WidgetFields {
    /// GestureDetector callbacks, in the order GestureDetector adds its recognizers, with the arena
    /// member name each recognizer takes (`<widget>.<member>`).
    static let gestures: [(key: String, member: String, path: WritableKeyPath<Widget.Gestures, String?> & Sendable, doc: String)] = [
        ("onTap", "tap", \.onTap, "a TapGestureRecognizer: `action <name>` on a won tap"),
        ("onTapDown", "tap", \.onTapDown, "TapGestureRecognizer's onTapDown: at kPressTimeout (100 ms) or on winning, whichever is first"),
        ("onTapUp", "tap", \.onTapUp, "onTapUp: on the primary pointer's up once the tap has won, just before onTap"),
        ("onTapCancel", "tap", \.onTapCancel, "onTapCancel: a tap that sent onTapDown loses (another member, the slop, a cancel)"),
        ("onTapMove", "tap", \.onTapMove,
         "onTapMove: each move of the tap's pointer within its slop, before or after it wins; `changed (x, y) delta (dx, dy)` records"),
        ("onSecondaryTap", "tap", \.onSecondaryTap,
         "onSecondaryTap: as onTap, for a mouse's secondary button (S7.13); the tap takes that button's pointers only with one of the onSecondaryTap callbacks"),
        ("onSecondaryTapDown", "tap", \.onSecondaryTapDown, "onSecondaryTapDown: as onTapDown, for the secondary button"),
        ("onSecondaryTapUp", "tap", \.onSecondaryTapUp, "onSecondaryTapUp: as onTapUp, for the secondary button"),
        ("onSecondaryTapCancel", "tap", \.onSecondaryTapCancel, "onSecondaryTapCancel: as onTapCancel, for the secondary button"),
        ("onDoubleTap", "doubleTap", \.onDoubleTap, "a DoubleTapGestureRecognizer: holds the arena between taps"),
        ("onDoubleTapDown", "doubleTap", \.onDoubleTapDown, "onDoubleTapDown: the second tap's down, when it may make a double tap"),
        ("onDoubleTapCancel", "doubleTap", \.onDoubleTapCancel, "onDoubleTapCancel: a second tap that had begun gives up"),
        ("onLongPress", "longPress", \.onLongPress, "a LongPressGestureRecognizer: claims at kLongPressTimeout; `began`, `changed`, `ended` records"),
        ("onLongPressDown", "longPress", \.onLongPressDown, "onLongPressDown: at the primary pointer's down"),
        ("onLongPressCancel", "longPress", \.onLongPressCancel, "onLongPressCancel: gave up before the deadline (moved past kTouchSlop, lifted, cancelled)"),
        ("onLongPressStart", "longPress", \.onLongPressStart, "onLongPressStart: at kLongPressTimeout (500 ms)"),
        ("onLongPressMoveUpdate", "longPress", \.onLongPressMoveUpdate, "onLongPressMoveUpdate: each move after the start (kind `changed`)"),
        ("onLongPressEnd", "longPress", \.onLongPressEnd, "onLongPressEnd: the up after the start"),
        ("onLongPressUp", "longPress", \.onLongPressUp, "onLongPressUp: right after onLongPressEnd"),
        ("onSecondaryLongPress", "longPress", \.onSecondaryLongPress,
         "onSecondaryLongPress: as onLongPress, for a mouse's secondary button (S7.13); records as onLongPress's"),
        ("onSecondaryLongPressDown", "longPress", \.onSecondaryLongPressDown, "onSecondaryLongPressDown: as onLongPressDown, for the secondary button"),
        ("onSecondaryLongPressCancel", "longPress", \.onSecondaryLongPressCancel, "onSecondaryLongPressCancel: as onLongPressCancel, for the secondary button"),
        ("onSecondaryLongPressStart", "longPress", \.onSecondaryLongPressStart, "onSecondaryLongPressStart: as onLongPressStart, for the secondary button"),
        ("onSecondaryLongPressMoveUpdate", "longPress", \.onSecondaryLongPressMoveUpdate,
         "onSecondaryLongPressMoveUpdate: as onLongPressMoveUpdate, for the secondary button"),
        ("onSecondaryLongPressEnd", "longPress", \.onSecondaryLongPressEnd, "onSecondaryLongPressEnd: as onLongPressEnd, for the secondary button"),
        ("onSecondaryLongPressUp", "longPress", \.onSecondaryLongPressUp, "onSecondaryLongPressUp: as onLongPressUp, for the secondary button"),
        ("onVerticalDrag", "verticalDrag", \.onVerticalDrag,
         "a VerticalDragGestureRecognizer: claims past kTouchSlop vertically; `began (x, y)`, `changed (x, y) delta (dx, dy)`, `ended (x, y) velocity (vx, vy)` records (onStart, onUpdate, onEnd)"),
        ("onVerticalDragDown", "verticalDrag", \.onVerticalDragDown, "onVerticalDragDown: its first pointer's down"),
        ("onVerticalDragCancel", "verticalDrag", \.onVerticalDragCancel, "onVerticalDragCancel: its pointers all left before it started"),
        ("onHorizontalDrag", "horizontalDrag", \.onHorizontalDrag, "a HorizontalDragGestureRecognizer: claims past kTouchSlop horizontally; records as onVerticalDrag's"),
        ("onHorizontalDragDown", "horizontalDrag", \.onHorizontalDragDown, "onHorizontalDragDown: its first pointer's down"),
        ("onHorizontalDragCancel", "horizontalDrag", \.onHorizontalDragCancel, "onHorizontalDragCancel: its pointers all left before it started"),
        ("onPan", "pan", \.onPan, "a PanGestureRecognizer: claims past kPanSlop in any direction; records as onVerticalDrag's"),
        ("onPanDown", "pan", \.onPanDown, "onPanDown: its first pointer's down"),
        ("onPanCancel", "pan", \.onPanCancel, "onPanCancel: its pointers all left before it started"),
    ]

    static let widget: [Key] = [
        Key("id", .id, required: true, "the widget's id, in the trace's one namespace"),
        Key("frame", .rect, default: "the parent's size", "in the parent's coordinates"),
        Key("behavior", .word(Widget.Behavior.allCases.map(\.rawValue)),
            default: "deferToChild with children or a painted child; translucent for a childless GestureDetector; opaque for a Scrollable or a box without callbacks",
            "HitTestBehavior (S7.1)"),
        Key("ignorePointer", .bool, default: "false", "wrapped in IgnorePointer: neither it nor its subtree is hit; widgets behind are"),
        Key("absorbPointer", .bool, default: "false", "wrapped in AbsorbPointer: a pointer inside stops here, reaching nothing inside or behind"),
        Key("painted", .bool, default: "false",
            "the detector wraps a painted child filling its frame (a Container, an Image): hit anywhere inside, hiding the widgets behind"),
        Key("landscapeFrame", .rect, default: "none",
            "the frame the widget takes when the interface is in landscape (its own back in portrait; S3.8)"),
        Key("textField", .bool, default: "false",
            "a TextField: a tap that wins the arena requests the keyboard; the FlutterView's hidden `<view>.textInput` becomes first responder (S4.5)"),
    ] + gestures.map { Key($0.key, .id, $0.doc) } + [
        Key("dragStrategy", .word(Widget.DragStrategy.allCases.map(\.rawValue)), default: Widget.DragStrategy.averageBoundaryPointers.rawValue,
            "how its drags and Scrollable follow several pointers (MultitouchDragStrategy; iOS's default)"),
        Key("longPressDuration", .time, default: "kLongPressTimeout (500ms)",
            "the long press's duration, as a RawGestureDetector's LongPressGestureRecognizer(duration:) sets it: its callbacks start that long after the down"),
        Key("supportedDevices", .list(.word(PointerStyle.Device.allCases.map(\.flutterKind)), nonEmpty: true), default: "every kind",
            "GestureDetector's supportedDevices: the pointer kinds its recognizers take (`touch` a finger, `stylus` an Apple Pencil, `mouse`; S7.13)"),
        Key("doubleTapButtons", .list(.word(["primary", "secondary"]), nonEmpty: false), default: "[primary]",
            "the buttons its double tap takes, as a RawGestureDetector's DoubleTapGestureRecognizer(allowedButtonsFilter:) sets them; [] for none (S7.13)"),
        Key("tapPostAcceptSlop", .oneOf([.number(unit: "points", range: 0...ValueReader.maxMagnitude), .null]), default: "kTouchSlop (18)",
            "the tap's postAcceptSlopTolerance, as a RawGestureDetector's TapGestureRecognizer sets it: how far its pointer may move after the tap wins; null for no limit"),
        Key("dragStartBehavior", .word(Widget.DragStartBehavior.allCases.map(\.rawValue)), default: Widget.DragStartBehavior.start.rawValue,
            "where its drags' `began` records say they started: where accepted, or where the first pointer went down"),
        Key("listener", .mapping("listener"), "a Listener: raw pointer callbacks outside the arena"),
        Key("scroll", .mapping("widgetScroll"), "a Scrollable: its drag moves its children"),
        Key("platformView", .mapping("platformView"), "an embedded UiKitView; needs a frame"),
        Key("children", .list(.mapping("widget"), nonEmpty: false), default: "none", "child widgets, back to front"),
    ]

    static let listener: [Key] = [
        Key("down", .id, "action recorded on pointer down"),
        Key("move", .id, "action recorded on each move (kind `changed`)"),
        Key("up", .id, "action recorded on pointer up"),
    ]

    static let scroll: [Key] = [
        Key("axis", .word(Widget.Scroll.Axis.allCases.map(\.rawValue)), required: true, "the scroll axis"),
        Key("extent", .number(unit: "points", range: 0...ValueReader.maxMagnitude), required: true, "the content's length along the axis"),
        Key("offset", .number(unit: "points", range: 0...ValueReader.maxMagnitude), default: "0", "the initial scroll offset, at most the extent"),
    ]

    static let platformView: [Key] = [
        Key("policy", .word(PlatformView.Policy.allCases.map(\.rawValue)), default: PlatformView.Policy.eager.rawValue,
            "the gesture blocking policy (S7.5)"),
        Key("view", .mapping("view"), required: true, "the native view tree"),
        Key("gestureRecognizers", .list(.word(PlatformView.ArenaRecognizer.allCases.map(\.rawValue)), nonEmpty: false), default: "none",
            "UiKitView.gestureRecognizers: recognizers that compete in the arena on the native view's behalf (S7.5)"),
        Key("onPlatformViewCreated", .id, "the action UiKitView.onPlatformViewCreated runs each time a platform view is created for the widget (S7.12)"),
    ]

    static let shapes: [MappingShape] = [
        MappingShape("widget", "a widget of a FlutterView's render tree", keys: widget),
        MappingShape("listener", "a Listener's callbacks", keys: listener),
        MappingShape("widgetScroll", "a Scrollable", keys: scroll),
        MappingShape("platformView", "an embedded native view (UiKitView)", keys: platformView),
    ]
}
