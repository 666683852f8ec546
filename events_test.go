package pyinterp

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestEvents(t *testing.T) {
	var log eventLog
	ex := mustNew(t, Options{OnEvent: log.add, MaxOperations: 100_000})
	ex.AddTool(Func("add", func(a, b int) int {
		time.Sleep(2 * time.Millisecond)
		return a + b
	}, "a", "b=1"))
	ex.AddTool(Func("fail", func(msg string) error { return errors.New(msg) }, "msg"))
	ex.AddTool(RawFunc("raw", func(_ context.Context, args []any, kwargs map[string]any) (any, error) {
		return len(args) + len(kwargs), nil
	}))

	code := `
x = add(2, b=3)
y = raw(1, 2, k='v')
try:
    fail('boom')
except RuntimeError:
    pass
try:
    add('no')
except TypeError:
    pass
try:
    import os
except Exception:
    pass
try:
    (lambda: 0).__globals__
except Exception:
    pass
try:
    eval('1')
except Exception:
    pass
while True:
    pass
`
	_, err := ex.Run(context.Background(), code)
	var pe *Error
	if !errors.As(err, &pe) || pe.Limit != LimitOperations {
		t.Fatalf("got %v", err)
	}
	want := []string{
		"run_start",
		"tool_call:add",
		"tool_call:raw",
		"tool_call:fail",
		"tool_call:add",
		"refused:import:os",
		"refused:attribute:__globals__",
		"refused:function:eval",
		"limit:operations",
		"run_end:error",
	}
	if diff := cmp.Diff(want, log.summary()); diff != "" {
		t.Fatalf("events (-want +got):\n%s", diff)
	}
	ev := log.events
	if ev[0].Code != code || ev[0].Filename != "<string>" || ev[0].Run != 1 {
		t.Errorf("run_start: %+v", ev[0])
	}
	if diff := cmp.Diff([]any{2, 3}, ev[1].Args); diff != "" || ev[1].Err != nil || ev[1].Duration < 2*time.Millisecond {
		t.Errorf("add call: args diff %s, err %v, duration %v", diff, ev[1].Err, ev[1].Duration)
	}
	if diff := cmp.Diff([]any{int64(1), int64(2)}, ev[2].Args); diff != "" || ev[2].Kwargs["k"] != "v" {
		t.Errorf("raw call: args diff %s, kwargs %v", diff, ev[2].Kwargs)
	}
	if ev[3].Err == nil || ev[3].Err.Error() != "boom" || ev[3].Args[0] != "boom" {
		t.Errorf("fail call: %+v", ev[3])
	}
	if ev[4].Err == nil || !strings.Contains(ev[4].Err.Error(), "TypeError") || ev[4].Args != nil {
		t.Errorf("bad call: %+v", ev[4])
	}
	if ev[8].Err != err || ev[9].Err != err || ev[9].Operations == 0 || ev[9].Duration <= 0 {
		t.Errorf("limit/end: %+v %+v", ev[8], ev[9])
	}
	for _, e := range ev {
		if e.Run != 1 || e.Time.IsZero() {
			t.Errorf("event %v: run %d, time %v", e.Kind, e.Run, e.Time)
		}
	}

	// A second run is numbered 2; final_answer is reported on its end.
	log.events = nil
	res, err := ex.Run(context.Background(), "final_answer(add(1))")
	if err != nil || !res.IsFinalAnswer {
		t.Fatal(res, err)
	}
	if diff := cmp.Diff([]string{"run_start", "tool_call:add", "tool_call:final_answer", "run_end"}, log.summary()); diff != "" {
		t.Fatalf("events (-want +got):\n%s", diff)
	}
	if end := log.events[3]; end.Run != 2 || !end.FinalAnswer || end.Err != nil {
		t.Errorf("run_end: %+v", end)
	}
	if fa := log.events[2]; fa.Err != nil {
		t.Errorf("final_answer reported as an error: %v", fa.Err)
	}
}

// TestEventsSyntaxError: a run that does not parse still starts and ends.
func TestEventsSyntaxError(t *testing.T) {
	var log eventLog
	ex := mustNew(t, Options{OnEvent: log.add})
	ex.Run(context.Background(), "x = = 1")
	if diff := cmp.Diff([]string{"run_start", "run_end:error"}, log.summary()); diff != "" {
		t.Fatalf("events (-want +got):\n%s", diff)
	}
}

// TestEventLogValue: events log as structured records through log/slog.
func TestEventLogValue(t *testing.T) {
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey || a.Key == "duration" || a.Key == "operations" {
				return slog.Attr{}
			}
			return a
		},
	}))
	ex := mustNew(t, Options{OnEvent: func(ev Event) { logger.Info("pyinterp", "event", ev) }})
	ex.AddTool(Func("hello", func(name string) string { return "hi " + name }, "name"))
	ex.Run(context.Background(), "hello('x')\ntry:\n    import socket\nexcept Exception:\n    pass")
	want := `{"level":"INFO","msg":"pyinterp","event":{"kind":"run_start","run":1,"filename":"<string>","code_bytes":60}}
{"level":"INFO","msg":"pyinterp","event":{"kind":"tool_call","run":1,"tool":"hello","args":1}}
{"level":"INFO","msg":"pyinterp","event":{"kind":"refused","run":1,"refusal":"import","name":"socket"}}
{"level":"INFO","msg":"pyinterp","event":{"kind":"run_end","run":1}}
`
	if diff := cmp.Diff(want, buf.String()); diff != "" {
		t.Errorf("log (-want +got):\n%s", diff)
	}
}
