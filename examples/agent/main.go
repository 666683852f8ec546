// Command agent shows the loop an LLM agent runs with pyinterp: at each
// step the model writes Python, the executor runs it in a namespace that
// persists between steps, with the host's tools callable from Python, and
// the output (or the error) goes back to the model, until the code calls
// final_answer.
//
// The "model" here is a script of the steps a model might write, so the
// example runs offline and prints the same thing every time:
//
//	go run ./examples/agent
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp"
)

// Product is what the search tool returns; Python sees each one as a dict
// keyed by the json tags.
type Product struct {
	Name   string  `json:"name"`
	Price  float64 `json:"price"`
	Rating float64 `json:"rating"`
}

var catalog = []Product{
	{"Trail runner 2", 129.0, 4.6},
	{"Road racer", 179.5, 4.8},
	{"City walker", 89.9, 4.1},
	{"Trail runner 1", 99.0, 4.3},
}

// steps are the code the model writes, one per turn. Step 2 has a bug the
// model fixes in step 3 after reading the error.
var steps = []string{
	// 1: explore with a tool; print what it needs to see.
	`results = search_products("running shoes", max_results=4)
print(f"{len(results)} results")
for r in results:
    print(f"- {r['name']}: ${r['price']:.2f} ({r['rating']} stars)")`,

	// 2: a mistake: the tool raises, the error text goes back to the model.
	`rate = exchange_rate("USD", "XYZ")`,

	// 3: state from step 1 is still there; fix the call and compute.
	`rate = exchange_rate("USD", "EUR")
affordable = [r for r in results if r["price"] * rate < 150]
best = max(affordable, key=lambda r: r["rating"])
print(f"best under 150 EUR: {best['name']} at {best['price'] * rate:.2f} EUR")`,

	// 4: answer.
	`final_answer({"product": best["name"], "price_eur": round(best["price"] * rate, 2)})`,
}

func main() {
	ex, err := pyinterp.New(pyinterp.Options{
		Timeout:       5 * time.Second,
		MaxOperations: 1_000_000,
	})
	if err != nil {
		log.Fatal(err)
	}
	defer ex.Close()

	// Tools: typed Go functions; parameter names make keyword calls work,
	// "max_results=10" is a default written in Python.
	err = ex.AddTools(
		pyinterp.Func("search_products", func(ctx context.Context, query string, maxResults int) ([]Product, error) {
			if strings.TrimSpace(query) == "" {
				return nil, errors.New("empty query")
			}
			return catalog[:min(maxResults, len(catalog))], nil
		}, "query", "max_results=10").WithDoc("Searches the catalog; returns dicts with name, price (USD), rating."),
		pyinterp.Func("exchange_rate", func(from, to string) (float64, error) {
			rates := map[string]float64{"USD/EUR": 0.92, "EUR/USD": 1.09}
			r, ok := rates[from+"/"+to]
			if !ok {
				return 0, fmt.Errorf("no rate for %s/%s", from, to)
			}
			return r, nil
		}, "from_currency", "to_currency").WithDoc("Returns the exchange rate between two currencies."),
	)
	if err != nil {
		log.Fatal(err)
	}

	ctx := context.Background()
	for i, code := range steps {
		fmt.Printf("--- step %d: the model's code\n%s\n", i+1, code)
		res, err := ex.Run(ctx, code)
		if res.Logs != "" {
			fmt.Printf("--- output\n%s", res.Logs)
		}
		if err != nil {
			// This text is what goes back to the model for its next step.
			fmt.Printf("--- error (shown to the model)\n%v\n", err)
			continue
		}
		if res.IsFinalAnswer {
			fmt.Printf("--- final answer\n%v\n", res.Value)
			return
		}
		fmt.Printf("--- last value: %s\n", res.Repr)
	}
	fmt.Println("no final answer")
	os.Exit(1)
}
