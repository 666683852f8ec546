package pyinterp_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"

	"github.com/pyinterp/pyinterp"
)

func Example() {
	ex, err := pyinterp.New(pyinterp.Options{})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	// The namespace persists from one Run to the next.
	ex.Run(ctx, "prices = [3, 5, 8]")
	res, err := ex.Run(ctx, "print('items:', len(prices))\nsum(prices)")
	if err != nil {
		panic(err)
	}
	fmt.Printf("logs %q, value %v\n", res.Logs, res.Value)
	// Output: logs "items: 3\n", value 16
}

func ExampleFunc() {
	ex, _ := pyinterp.New(pyinterp.Options{})
	ex.AddTool(pyinterp.Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) {
		var hits []string
		for i := range limit {
			hits = append(hits, fmt.Sprintf("result %d for %s", i+1, query))
		}
		return hits, nil
	}, "query", "limit=10"))
	res, _ := ex.Run(context.Background(), "web_search('gophers', limit=2)")
	fmt.Println(res.Value)
	// Output: [result 1 for gophers result 2 for gophers]
}

func ExampleExecutor_Run_finalAnswer() {
	ex, _ := pyinterp.New(pyinterp.Options{})
	res, _ := ex.Run(context.Background(), `
try:
    final_answer({"city": "Paris", "population": 2_100_000})
except BaseException:
    print("final_answer cannot be intercepted")
`)
	fmt.Println(res.IsFinalAnswer, res.Value)
	// Output: true map[city:Paris population:2100000]
}

func ExampleError() {
	ex, _ := pyinterp.New(pyinterp.Options{})
	res, err := ex.Run(context.Background(), "print('computing')\nx = 1/0")
	var perr *pyinterp.Error
	if errors.As(err, &perr) {
		fmt.Print(res.Logs)
		fmt.Println(perr.Kind, perr.Type, perr.Line)
		fmt.Println(perr)
	}
	// Output:
	// computing
	// exception ZeroDivisionError 2
	// Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero
}

func ExampleOptions() {
	ex, _ := pyinterp.New(pyinterp.Options{MaxOperations: 100_000})
	_, err := ex.Run(context.Background(), "while True:\n    pass")
	fmt.Println(err)
	_, err = ex.Run(context.Background(), "import os")
	fmt.Println(strings.SplitAfter(err.Error(), "not allowed.")[0])
	// Output:
	// Code execution failed at line 'while True:
	//     pass' due to: InterpreterError: Reached the max number of operations of 100000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.
	// Code execution failed at line 'import os' due to: InterpreterError: Import of os is not allowed.
}

// Example_agentLoop shows the shape of an agent loop: the model writes
// code, the executor runs it, errors and output go back to the model,
// until the code calls final_answer.
func Example_agentLoop() {
	steps := []string{ // what a model might write, step by step
		"total = sum(range(1, 11)\nprint(total)",
		"total = sum(range(1, 11))\nprint(total)",
		"final_answer(total * 2)",
	}
	ex, _ := pyinterp.New(pyinterp.Options{})
	for i, code := range steps {
		res, err := ex.Run(context.Background(), code)
		if err != nil {
			fmt.Printf("step %d: error for the model: %s\n", i+1, strings.SplitN(err.Error(), "\n", 2)[0])
			continue
		}
		if res.IsFinalAnswer {
			fmt.Printf("step %d: final answer %v\n", i+1, res.Value)
			break
		}
		fmt.Printf("step %d: observation %q\n", i+1, res.Logs)
	}
	// Output:
	// step 1: error for the model: Code parsing failed on line 1 due to: SyntaxError: '(' was never closed
	// step 2: observation "55\n"
	// step 3: final answer 110
}

func ExampleCompile() {
	prog, err := pyinterp.Compile("total = sum(prices)\nround(total * 1.2, 2)", pyinterp.WithFilename("pricing.py"))
	if err != nil {
		panic(err)
	}
	for _, prices := range [][]float64{{1, 2}, {10}} {
		ex, _ := pyinterp.New(pyinterp.Options{})
		ex.SetVariables(map[string]any{"prices": prices})
		res, _ := ex.RunProgram(context.Background(), prog)
		fmt.Println(res.Value)
	}
	// Output:
	// 3.6
	// 12
}

func ExampleExecutor_Call() {
	ex, _ := pyinterp.New(pyinterp.Options{})
	ex.Run(context.Background(), "def area(w, h=1):\n    return w * h")
	res, err := ex.Call(context.Background(), "area", 3, pyinterp.Kwarg{Name: "h", Value: 4})
	fmt.Println(res.Value, err)
	// Output: 12 <nil>
}

func ExampleExecutor_Get() {
	ex, _ := pyinterp.New(pyinterp.Options{})
	ex.Run(context.Background(), "report = {'city': 'Lyon', 'temps': [12, 14.5]}")
	var report struct {
		City  string    `json:"city"`
		Temps []float64 `json:"temps"`
	}
	err := ex.Get("report", &report)
	fmt.Println(report.City, report.Temps, err)
	// Output: Lyon [12 14.5] <nil>
}

func ExampleToolCallFrom() {
	ex, _ := pyinterp.New(pyinterp.Options{})
	ex.AddTool(pyinterp.Func("save_plan", func(ctx context.Context) error {
		call := pyinterp.ToolCallFrom(ctx) // the running namespace
		var plan []string
		if err := call.Get("plan", &plan); err != nil {
			return err
		}
		fmt.Fprintf(call, "saved %d steps\n", len(plan)) // printed by the program
		return nil
	}))
	res, _ := ex.Run(context.Background(), "plan = ['search', 'summarize']\nsave_plan()")
	fmt.Print(res.Logs)
	// Output: saved 2 steps
}

func ExampleOptions_onEvent() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey || a.Key == "duration" || a.Key == "operations" {
				return slog.Attr{} // not reproducible
			}
			return a
		},
	}))
	ex, _ := pyinterp.New(pyinterp.Options{OnEvent: func(ev pyinterp.Event) {
		logger.Info("pyinterp", "event", ev)
	}})
	ex.Run(context.Background(), "try:\n    import os\nexcept Exception:\n    pass")
	// Output:
	// level=INFO msg=pyinterp event.kind=run_start event.run=1 event.filename=<string> event.code_bytes=45
	// level=INFO msg=pyinterp event.kind=refused event.run=1 event.refusal=import event.name=os
	// level=INFO msg=pyinterp event.kind=run_end event.run=1
}

func ExampleTool_Signature() {
	search := pyinterp.Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) {
		return nil, nil
	}, "query", "limit=10").WithDoc("Searches the web and returns the titles of the hits.")
	fmt.Printf("def %s:\n    %q\n", search.Signature(), search.Doc)
	// Output:
	// def web_search(query: str, limit: int = 10) -> list[str]:
	//     "Searches the web and returns the titles of the hits."
}
