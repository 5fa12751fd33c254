// `trace-replay`: the command line with the built-in hooks only. A package whose traces use its own
// hooks runs them with an executable of its own that calls TraceReplayTool.main(hooks:) (README).
import TraceReplayCommandLine

TraceReplayTool.main()
