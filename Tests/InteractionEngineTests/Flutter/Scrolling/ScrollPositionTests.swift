import Testing
@testable import InteractionEngine

/// widgets/scroll_position_with_single_context.dart with BouncingScrollPhysics: what a Scrollable's
/// position does with drags, flings, holds, jumpTo and animateTo (docs/semantics.md S7.10).
@Suite struct ScrollPositionTests {
    /// A vertical feed filling the screen, 3000 tall (2188 of scrolling), with a tappable row at the top.
    private func feed() -> (FlutterFixture, FlutterScrollPosition) {
        let feed = widget("feed", FlutterFixture.screen, scroll: Widget.Scroll(axis: .vertical, extent: 3000), children: [
            widget("row", Rect(0, 0, 375, 3000), onTap: "row.open", painted: true),
        ])
        let f = FlutterFixture([feed])
        return (f, f.flutter.engine!.scrollPosition(of: feed)!)
    }

    /// The offset in the last `scroll feed ended` record.
    private func lastEnded(_ f: FlutterFixture) -> String? { f.log([.scroll]).last { $0.hasPrefix("scroll feed ended") } }

    @Test("jumpTo inside the range: began, changed and ended at the new offset, and nothing after")
    func jump() {
        let (f, position) = feed()
        position.jumpTo(300)
        #expect(f.take([.scroll, .changed]) == ["scroll feed began (0, 300)", "scroll feed changed (0, 300)", "scroll feed ended (0, 300)"])
        f.wait(FlutterFixture.quiet)
        #expect(f.take([.scroll, .changed]).isEmpty)
    }

    @Test("jumpTo past the end springs back to it")
    func jumpPastTheEnd() {
        let (f, position) = feed()
        position.jumpTo(2300)
        f.wait(.s(3))
        #expect(lastEnded(f) == "scroll feed ended (0, 2188)")
        #expect(position.pixels == 2188)
    }

    @Test("animateTo moves on the frames from the first one after the call and ends on the first frame past its duration")
    func animate() {
        let (f, position) = feed()
        f.wait(.s(1))
        position.animateTo(300, duration: .ms(300), curve: .linear)
        #expect(f.take([.scroll]) == ["scroll feed began (0, 0)"])
        f.wait(.ms(500))
        let timed = f.timed([.scroll, .changed])
        // Frames from 1.017 (elapsed 0, no change); 1.317 is exactly 300 ms: there already, not yet done.
        #expect(timed.contains("1.033 scroll feed changed (0, 16.666)"))
        #expect(timed.contains("1.317 scroll feed changed (0, 300)"))
        #expect(timed.last == "1.333 scroll feed ended (0, 300)")
    }

    @Test("animateTo within a third of a pixel is a jump")
    func animateNearby() {
        let (f, position) = feed()
        position.animateTo(0.2, duration: .ms(300), curve: .easeInOut)
        #expect(f.take([.scroll]) == ["scroll feed began (0, 0.2)", "scroll feed ended (0, 0.2)"])
    }

    @Test("while animated the content ignores pointers: a tap stops the animation and reaches no row")
    func tapStopsAnimation() {
        let (f, position) = feed()
        position.animateTo(1000, duration: .s(1), curve: .easeInOut)
        f.wait(.ms(400))
        f.tap(Point(187, 400))
        #expect(!f.log([.action]).contains("action row.open"))
        #expect(lastEnded(f) != nil)
        f.wait(FlutterFixture.quiet)
        f.tap(Point(187, 400))
        #expect(f.log([.action]).contains("action row.open"))
    }

    @Test("dragged past the top the content follows with resistance, and springs back once released")
    func overscroll() throws {
        let (f, position) = feed()
        f.drag(from: Point(187, 300), to: Point(187, 500), lift: false)
        #expect(position.pixels < 0 && position.pixels > -200)
        f.wait(.ms(150))  // still: no fling
        f.up(Point(187, 500))
        f.wait(.s(3))
        #expect(lastEnded(f) == "scroll feed ended (0, 0)")
    }

    /// The carried momentum of a fling still running when the next drag starts makes the next fling go
    /// farther than the same fling from rest.
    @Test("a fling caught by a second fling the same way carries its momentum into it")
    func momentum() {
        func travel(pause: Time) -> Double {
            let (f, position) = feed()
            f.drag(from: Point(187, 700), to: Point(187, 400), steps: 12)
            f.wait(pause)
            f.drag(from: Point(187, 700), to: Point(187, 400), steps: 12)
            let released = position.pixels
            f.wait(.s(6))
            return position.pixels - released
        }
        let carried = travel(pause: .ms(300)), fromRest = travel(pause: .s(6))
        #expect(carried > fromRest + 50)
    }

    @Test("a slow drag's first move after it starts moves the content by 3.5 / 3 only")
    func threshold() {
        let (f, position) = feed()
        f.down(Point(187, 600))
        f.wait(FlutterFixture.frame)
        f.move(Point(187, 580))  // 20 px: past kTouchSlop; the drag claims and starts here
        #expect(position.pixels == 0)
        f.wait(FlutterFixture.frame)
        f.move(Point(187, 560))  // past the 3.5 px threshold: eased in
        #expect(abs(position.pixels - 3.5 / 3) < 1e-9)
        f.wait(FlutterFixture.frame)
        f.move(Point(187, 540))  // in motion: whole
        #expect(abs(position.pixels - (3.5 / 3 + 20)) < 1e-9)
    }

    @Test("a world that goes away mid-fling frees its Flutter view and scroll position, and stops their frames")
    func worldGoesMidFling() {
        weak var world: World?
        weak var position: FlutterScrollPosition?
        let clock: VirtualClock
        do {
            let (f, feedPosition) = feed()
            f.down(Point(100, 600))
            for step in 1...5 {
                f.wait(.ms(16))
                f.move(Point(100, 600 - Double(step) * 60))
            }
            f.up(Point(100, 300))
            f.wait(.ms(50))
            #expect(f.world.displayLink.isRunning, "flung: the ballistic activity ticks")
            world = f.world
            position = feedPosition
            clock = f.world.clock
        }
        #expect(world == nil)
        #expect(position == nil)
        #expect(clock.pendingCount == 0)
        clock.advance(to: .s(10))
    }
}

