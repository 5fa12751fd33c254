import InteractionEngine

/// The keys of a hosting view's SwiftUI hierarchy (docs/semantics.md S10): views with what they draw,
/// their hit-testing modifiers, the gestures their modifiers attach, and their children.
enum SwiftUIFields {
    /// The gestures a trace may attach, by the word it writes.
    enum GestureKind: String, CaseIterable {
        case tap, spatialTap, longPress, drag, magnify, rotate, sequence, exclusive, simultaneous, representable
    }

    /// What `draws` may say: a ScrollView is written with `scroll`.
    static let drawings = SwiftUINode.Content.allCases.filter { $0 != .scrollView }

    static let view: [Key] = [
        Key("id", .id, required: true, "the view's id, in the trace's one namespace"),
        Key("frame", .rect, default: "the parent's size", "in the parent's coordinates"),
        Key("draws", .word(drawings.map(\.rawValue)), default: "`stack` with children, `shape` without",
            "what it draws: `stack` (a container, hit only through its children), `shape` (a shape, colour, text or image filling the frame), `clear` (`Color.clear` or a `Spacer`: never hit), `button` (a `Button` whose label fills the frame)"),
        Key("action", .id, "a button's action: `action <name>` when a press ends inside it"),
        Key("pressed", .id, "a button's pressed state (`configuration.isPressed` of its `ButtonStyle`): `action <name> began` when the finger goes down or comes back inside, `ended` when it leaves, lifts or the press fails"),
        Key("contentShape", .bool, default: "false", "`.contentShape(Rectangle())`: the whole frame is hit, drawn or not"),
        Key("allowsHitTesting", .bool, default: "true", "`.allowsHitTesting(false)`: neither it nor anything inside is hit; what is behind may be"),
        Key("disabled", .bool, default: "false", "`.disabled(true)`: its gestures and buttons, and those inside, do nothing; it is still hit"),
        Key("hidden", .bool, default: "false", "`.hidden()`: it and everything inside are not drawn, not hit, and take no gestures"),
        Key("gestures", .list(.mapping("swiftUIGesture"), nonEmpty: true), default: "none", "gestures attached by modifiers, innermost (written first in Swift) first"),
        Key("scroll", .mapping("swiftUIScroll"), "a `ScrollView`: a UIScrollView `<id>` (its pan `<id>.pan`) holding a hosting view `<id>.host` that draws the children"),
        Key("list", .mapping("swiftUIList"), "a `List`: a UICollectionView `<id>` (its pan `<id>.pan`) holding a hosting view `<id>.host`; each child is a row (a cell)"),
        Key("buttonStyle", .word(SwiftUIViewSpec.ButtonStyle.allCases.map(\.rawValue)), default: "automatic",
            "a button's style: in a List row, `automatic` buttons make the whole row one button that runs all their actions; `borderless` and `plain` keep each press to its button"),
        Key("representable", .mapping("view"), "a `UIViewRepresentable`: the UIKit view tree SwiftUI places at this view's frame (it fills the frame)"),
        Key("children", .list(.mapping("swiftUIView"), nonEmpty: false), default: "none", "child views, back to front"),
    ]

    static let scroll: [Key] = [
        Key("axis", .word(Widget.Scroll.Axis.allCases.map(\.rawValue)), required: true, "the scroll axis"),
        Key("extent", .number(unit: "points", range: 0...ValueReader.maxMagnitude), required: true, "the content's length along the axis"),
        Key("offset", .number(unit: "points", range: 0...ValueReader.maxMagnitude), default: "0", "the initial scroll offset, at most the extent"),
    ]

    static let list: [Key] = [
        Key("extent", .number(unit: "points", range: 0...ValueReader.maxMagnitude), required: true, "the rows' total height"),
        Key("offset", .number(unit: "points", range: 0...ValueReader.maxMagnitude), default: "0", "the initial scroll offset, at most the extent"),
    ]

    static let gesture: [Key] = [
        Key("type", .word(GestureKind.allCases.map(\.rawValue)), required: true,
            "`tap` (`TapGesture`, `onTapGesture`), `spatialTap` (`SpatialTapGesture`), `longPress` (`LongPressGesture`, `onLongPressGesture`), `drag` (`DragGesture`), `magnify` (`MagnifyGesture`), `rotate` (`RotateGesture`), `sequence` (`first.sequenced(before: second)`: a longPress before a drag), `exclusive` (`first.exclusively(before: second)`), `simultaneous` (`first.simultaneously(with: second)`), `representable` (a `UIGestureRecognizerRepresentable`, iOS 18 and later: the UIKit recognizer in `recognizer`)"),
        Key("id", .id, default: "`<view>.<type>`", "the gesture's id in `gesture` records; needed when a view has two of a type"),
        Key("modifier", .word(SwiftUIAttachment.Modifier.allCases.map(\.rawValue)), default: "gesture",
            "`gesture` (the subviews' gestures come first), `highPriority` (`highPriorityGesture`: it comes first), `simultaneous` (`simultaneousGesture`: alongside)"),
        Key("including", .word(SwiftUIAttachment.Mask.allCases.map(\.rawValue)), default: "all", "the `GestureMask`: which of it and the subviews' gestures stay on"),
        Key("action", .id, "`action <name>` records: a tap's or long press's `onEnded`/`perform`, a drag's `onChanged` (began, changed) and `onEnded` (ended)"),
        Key("count", .integer(1...10), default: "1", "tap, spatialTap: how many taps"),
        Key("minimumDuration", .time, default: "500ms", "longPress: how long the finger must stay down"),
        Key("maximumDistance", .number(unit: "points", range: 0...ValueReader.maxMagnitude), default: "10", "longPress: how far the finger may move meanwhile"),
        Key("pressing", .id, "longPress: its pressing state (`onPressingChanged`, a `@GestureState` it updates): `action <name> began` at the finger's down, `ended` when the press succeeds or fails"),
        Key("minimumDistance", .number(unit: "points", range: 0...ValueReader.maxMagnitude), default: "10", "drag: how far the finger moves before it begins (0: at touch down)"),
        Key("minimumScaleDelta", .number(unit: nil, range: 0...ValueReader.maxMagnitude), default: "0.01", "magnify: how far the scale moves from 1 before it begins"),
        Key("first", .mapping("swiftUIGesture"), "sequence, exclusive, simultaneous: the first gesture (`<id>.first` in records of an exclusive or simultaneous one)"),
        Key("second", .mapping("swiftUIGesture"), "sequence, exclusive, simultaneous: the second gesture (`<id>.second`)"),
        Key("recognizer", .mapping("recognizer"), "representable: the UIKit recognizer it makes (`makeUIGestureRecognizer`), declared as in `recognizers:`; its `id` names the gesture and its `action` is `handleUIGestureRecognizerAction`"),
        Key("minimumAngleDelta", .number(unit: "degrees", range: 0...ValueReader.maxMagnitude), default: "1", "rotate: how far the fingers turn before it begins"),
    ]

    static let shapes: [MappingShape] = [
        MappingShape("swiftUIView", "a SwiftUI view of a hosting view's hierarchy", keys: view),
        MappingShape("swiftUIGesture", "a gesture a SwiftUI modifier attaches", keys: gesture),
        MappingShape("swiftUIScroll", "a SwiftUI ScrollView", keys: scroll),
        MappingShape("swiftUIList", "a SwiftUI List", keys: list),
    ]
}
