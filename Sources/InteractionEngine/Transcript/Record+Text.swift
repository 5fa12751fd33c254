extension Record {
    /// The record as one transcript line, without the time column: its shape filled with its values.
    public var text: String {
        var text = TextBytes()
        write(to: &text)
        return text.string
    }

    /// The kind that decides whether the record is shown.
    public var kind: RecordKind { shape.kind }

    /// The declared shape this record is written in.
    public var shape: RecordShape {
        switch self {
        case .window(_, .created): return .windowCreated
        case .window(_, .level): return .windowLevel
        case .window: return .windowChanged
        case .windows(let ids): return ids.isEmpty ? .noWindows : .windowList
        case .key: return .key
        case .app: return .app
        case .touch: return .touch
        case .pointerStyle: return .pointerStyle
        case .move: return .move
        case .hit(_, _?, _?): return .hit
        case .hit: return .noHit
        case .pointInside: return .pointInside
        case .hitTestReturned: return .hitTestReturned
        case .deliver: return .deliver
        case .gesture(_, .changed, _?): return .gestureMeasured
        case .gesture(_, .changed, nil): return .gestureChanged
        case .gesture: return .gesture
        case .action(_, nil): return .action
        case .action(_, .changed?): return .actionChanged
        case .action: return .actionPhase
        case .drag(_, .start): return .dragStart
        case .drag(_, .update): return .dragUpdate
        case .drag(_, .end): return .dragEnd
        case .scroll(_, .changed, _): return .scrollChanged
        case .scroll: return .scroll
        case .statusBar(.noScrollView): return .statusBarNone
        case .statusBar(.several): return .statusBarSeveral
        case .statusBar(.asked): return .statusBarAsked
        case .nav(_, .push, _), .nav(_, .pop, _): return .nav
        case .nav: return .navBack
        case .modal(_, .present(_, nil), _): return .modalPresent
        case .modal(_, .present, _): return .modalPresentForwarded
        case .modal(_, .dismiss, _): return .modalDismiss
        case .modal: return .modalSwipe
        case .tab: return .tab
        case .arena: return .arena
        case .platform: return .platform
        case .overlay(_, _?): return .overlay
        case .overlay: return .noOverlay
        case .exposure(_, _, _, nil): return .exposure
        case .exposure: return .exposureInSlot
        case .viewAdded: return .viewAdded
        case .viewRemoved: return .viewRemoved
        case .viewAnimation(_, .began(interactive: true)): return .viewAnimationInteractive
        case .viewAnimation: return .viewAnimation
        case .note: return .note
        case .hook: return .hook
        case .responder: return .responder
        case .keyboard: return .keyboard
        case .orientation: return .orientation
        case .system(_, .held), .system(_, .deferred): return .systemEdge
        case .system: return .systemDecision
        case .engine(_, .viewController): return .engineViewController
        case .engine(_, .lifecycle): return .engineLifecycle
        case .engine(_, .flush): return .engineFlush
        case .engine(_, .platformViewsController): return .enginePlatformViews
        case .platformLifetime: return .platformLifetime
        }
    }

    /// The values of the shape's slots, in order, as transcripts print them.
    public var values: [String] {
        var sink = ValueTexts()
        forEachValue(into: &sink)
        return sink.texts
    }

    /// Appends the record's text to `out`, as `text` reads: the shape's words, each value in its slot.
    public func write(to out: inout TextBytes) {
        var sink = SlotWriter(literals: shape.literals, out: out)
        out = TextBytes()  // the writer holds the buffer meanwhile, so it is not copied on write
        sink.out.append(bytes: sink.literals[0])
        forEachValue(into: &sink)
        sink.finish()
        out = sink.out
    }

    /// What `forEachValue` hands each value to.
    protocol ValueSink {
        mutating func take(_ value: Value)
    }

    /// Collects each value's text.
    struct ValueTexts: ValueSink {
        var texts: [String] = []

        mutating func take(_ value: Value) {
            var text = TextBytes()
            value.write(to: &text)
            texts.append(text.string)
        }
    }

    /// Writes each value in its slot, with the shape's literal text after it.
    struct SlotWriter: ValueSink {
        let literals: [[UInt8]]
        var out: TextBytes
        /// Values written so far.
        var written = 0

        mutating func take(_ value: Value) {
            guard written + 1 < literals.count else { return }  // a value the shape has no slot for
            value.write(to: &out)
            written += 1
            out.append(bytes: literals[written])
        }

        /// Slots no value came for are left empty, their literal text written.
        mutating func finish() {
            while written + 1 < literals.count {
                written += 1
                out.append(bytes: literals[written])
            }
        }
    }

    /// One value of a record, written as transcripts print it.
    enum Value {
        case text(String)
        case integer(Int)
        case number(Double)
        case point(Point)
        /// `[x, y, w, h]`.
        case rect(Rect)
        /// `name=<number>`.
        case measure(String, Double)
        /// Names joined by `, `.
        case list([String])

        func write(to out: inout TextBytes) {
            switch self {
            case .text(let text): out.append(text)
            case .integer(let value): out.append(integer: value)
            case .number(let value): out.append(number: value)
            case .point(let p): out.append(point: p)
            case .rect(let rect):
                out.append(byte: UInt8(ascii: "["))
                for (i, value) in [rect.minX, rect.minY, rect.size.width, rect.size.height].enumerated() {
                    if i > 0 { out.append(", ") }
                    out.append(number: value)
                }
                out.append(byte: UInt8(ascii: "]"))
            case .measure(let name, let value):
                out.append(name)
                out.append(byte: UInt8(ascii: "="))
                out.append(number: value)
            case .list(let names):
                for (i, name) in names.enumerated() {
                    if i > 0 { out.append(", ") }
                    out.append(name)
                }
            }
        }
    }

    /// Hands the values of the shape's slots to `sink`, in order.
    func forEachValue<Sink: ValueSink>(into sink: inout Sink) {
        func body(_ value: Value) { sink.take(value) }
        switch self {
        case .window(let id, let change):
            body(.text(id))
            switch change {
            case .created(let level), .level(let level): body(.number(level))
            case .shown: body(.text("shown"))
            case .hidden: body(.text("hidden"))
            case .destroyed: body(.text("destroyed"))
            }
        case .windows(let ids): if !ids.isEmpty { body(.list(ids)) }
        case .key(let id): body(.text(id ?? "none"))
        case .app(let event): body(.text(event.rawValue))
        case .touch(let finger, let event, let p): body(.integer(finger)); body(.text(event.rawValue)); body(.point(p))
        case .pointerStyle(let finger, let style): body(.integer(finger)); body(.text(style.device.rawValue)); body(.text(style.buttons.text))
        case .move(let finger, let p): body(.integer(finger)); body(.point(p))
        case .hit(let finger, let view?, let window?): body(.integer(finger)); body(.text(view)); body(.text(window))
        case .hit(let finger, _, _): body(.integer(finger))
        case .pointInside(let view, let inside): body(.text(view)); body(.text(inside ? "inside" : "outside"))
        case .hitTestReturned(let view, let result): body(.text(view)); body(.text(result ?? "nil"))
        case .deliver(let finger, let phase, let responder): body(.integer(finger)); body(.text(phase.rawValue)); body(.text(responder ?? "none"))
        case .gesture(let id, .changed, let measure?): body(.text(id)); body(.measure(measure.name, measure.value))
        case .gesture(let id, .changed, nil): body(.text(id))
        case .gesture(let id, let event, _): body(.text(id)); body(.text(event.rawValue))
        case .action(let name, .changed?), .action(let name, nil): body(.text(name))
        case .action(let name, let phase?): body(.text(name)); body(.text(phase.rawValue))
        case .drag(let name, .start(let p)): body(.text(name)); body(.point(p))
        case .drag(let name, .update(let p, let delta)): body(.text(name)); body(.point(p)); body(.point(delta))
        case .drag(let name, .end(let p, let velocity)): body(.text(name)); body(.point(p)); body(.point(velocity))
        case .scroll(let id, .changed, let offset): body(.text(id)); body(.point(offset))
        case .scroll(let id, let event, let offset): body(.text(id)); body(.text(event.rawValue)); body(.point(offset))
        case .statusBar(.noScrollView): break
        case .statusBar(.several(let count)): body(.integer(count))
        case .statusBar(.asked(let id, let answer)): body(.text(id)); body(.text(answer.rawValue))
        case .nav(let id, .backBegan, let page): body(.text(id)); body(.text("began")); body(.text(page))
        case .nav(let id, .backCancelled, let page): body(.text(id)); body(.text("cancelled")); body(.text(page))
        case .nav(let id, let event, let page): body(.text(id)); body(.text(event.rawValue)); body(.text(page))
        case .modal(let id, .present(let style, let caller), let page):
            body(.text(id)); body(.text(page)); body(.text(style.rawValue))
            if let caller { body(.text(caller)) }
        case .modal(let id, .dismiss, let page): body(.text(id)); body(.text(page))
        case .modal(let id, .swipeBegan, let page): body(.text(id)); body(.text("began")); body(.text(page))
        case .modal(let id, .swipeCancelled, let page): body(.text(id)); body(.text("cancelled")); body(.text(page))
        case .tab(let id, let index): body(.text(id)); body(.integer(index))
        case .platform(let id, let accepted): body(.text(id)); body(.text(accepted ? "accept" : "reject"))
        case .overlay(let id, let rect?): body(.text(id)); body(.rect(rect))
        case .overlay(let id, nil): body(.text(id))
        case .exposure(let id, let page, let ratio, let slot):
            body(.text(id)); body(.text(page)); body(.number(ratio))
            if let slot { body(.text(slot)) }
        case .arena(let pointer, let member, let accepted): body(.integer(pointer)); body(.text(member)); body(.text(accepted ? "accepted" : "rejected"))
        case .viewAdded(let id, let parent): body(.text(id)); body(.text(parent))
        case .viewRemoved(let id): body(.text(id))
        case .viewAnimation(let id, .began(interactive: true)): body(.text(id))
        case .viewAnimation(let id, .began): body(.text(id)); body(.text("began"))
        case .viewAnimation(let id, .ended): body(.text(id)); body(.text("ended"))
        case .note(let text): body(.text(text))
        case .hook(let name, let text): body(.text(name)); body(.text(text))
        case .responder(let id): body(.text(id ?? "none"))
        case .keyboard(let event, let frame): body(.text(event.rawValue)); body(.rect(frame))
        case .orientation(let name, let bounds): body(.text(name)); body(.rect(bounds))
        case .system(let finger, .held(let edge)): body(.integer(finger)); body(.text("held")); body(.text(edge.rawValue))
        case .system(let finger, .deferred(let edge)): body(.integer(finger)); body(.text("deferred")); body(.text(edge.rawValue))
        case .system(let finger, .released): body(.integer(finger)); body(.text("released"))
        case .system(let finger, .taken): body(.integer(finger)); body(.text("taken"))
        case .engine(let id, .viewController(let controller)): body(.text(id)); body(.text(controller ?? "none"))
        case .engine(let id, .lifecycle(let state)): body(.text(id)); body(.text(state.rawValue))
        case .engine(let id, .flush(let pointer)): body(.text(id)); body(.integer(pointer))
        case .engine(let id, .platformViewsController(let controller)): body(.text(id)); body(.text(controller ?? "none"))
        case .platformLifetime(let id, let created): body(.text(id)); body(.text(created ? "created" : "disposed"))
        }
    }
}

/// Numbers as transcripts print them: at most three decimals, no trailing zeros, no `-0`.
public enum NumberText {
    public static func format(_ value: Double) -> String {
        var text = TextBytes()
        text.append(number: value)
        return text.string
    }

    public static func format(_ p: Point) -> String {
        var text = TextBytes()
        text.append(point: p)
        return text.string
    }
}
