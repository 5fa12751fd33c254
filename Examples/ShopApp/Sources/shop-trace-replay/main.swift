// The shop's trace runner: TraceReplay's command line with the shop's hooks, so
// `swift run shop-trace-replay run`, `--update-goldens`, `draw` and `lint` replay the app's own code.
import ShopReplayHooks
import TraceReplayCommandLine

TraceReplayTool.main(hooks: ShopHooks.all)
