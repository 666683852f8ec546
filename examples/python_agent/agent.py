"""An agent loop in Python whose code runs in pyinterp's sandbox.

At each step the "model" writes Python; the session runs it in a namespace
that persists between steps, calling this program's tools (plain Python
functions) back across the process boundary; the output, or the error,
goes back to the model, until the code calls final_answer.

The model is a script of the steps a model might write, so the example runs
offline and prints the same thing every time. From the repository root:

    go build -o pyinterp ./cmd/pyinterp
    PYINTERP_BIN=./pyinterp python3 examples/python_agent/agent.py

Pass --http URL (and set PYINTERP_TOKEN if the server has a token) to use a
running `pyinterp serve --http ADDR` instead of a child process.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python"))

from pyinterp_client import ExecutionError, Session  # noqa: E402

CATALOG = [
    {"name": "Trail runner 2", "price": 129.0, "rating": 4.6},
    {"name": "Road racer", "price": 179.5, "rating": 4.8},
    {"name": "City walker", "price": 89.9, "rating": 4.1},
    {"name": "Trail runner 1", "price": 99.0, "rating": 4.3},
]


def search_products(query, max_results=3):
    """Searches the shop's catalog; returns dicts with name, price (USD) and rating."""
    return CATALOG[:max_results]


def exchange_rate(base, quote):
    """The exchange rate from base to quote currency."""
    rates = {("USD", "EUR"): 0.92, ("USD", "GBP"): 0.79}
    if (base, quote) not in rates:
        raise ValueError("unknown currency pair %s/%s" % (base, quote))
    return rates[(base, quote)]


# The code the model writes, one step per turn. Step 2 has a mistake the
# model fixes in step 3 after reading the error.
STEPS = [
    '''results = search_products("running shoes", max_results=4)
print(f"{len(results)} results")
for r in results:
    print(f"- {r['name']}: ${r['price']:.2f} ({r['rating']} stars)")''',
    '''rate = exchange_rate("USD", "XYZ")''',
    '''rate = exchange_rate("USD", "EUR")
affordable = [r for r in results if r["price"] * rate < 150]
best = max(affordable, key=lambda r: r["rating"])
print(f"best under 150 EUR: {best['name']} at {best['price'] * rate:.2f} EUR")''',
    '''final_answer({"product": best["name"], "price_eur": round(best["price"] * rate, 2)})''',
]


class ScriptedModel:
    """Stands in for an LLM: returns the next step whatever it is told."""

    def __init__(self, steps):
        self.steps = list(steps)

    def __call__(self, history):
        return self.steps.pop(0)


def main():
    url = None
    if len(sys.argv) == 3 and sys.argv[1] == "--http":
        url = sys.argv[2]
    model = ScriptedModel(STEPS)
    history = ["Task: find the best-rated running shoe under 150 EUR."]
    with Session(url=url, tools=[search_products, exchange_rate], timeout=10, max_memory=64 << 20) as session:
        for step in range(1, 8):
            code = model(history)
            print("--- step %d: the model writes\n%s" % (step, code))
            try:
                result = session.run(code)
            except ExecutionError as e:
                observation = e.logs + "Error: " + str(e)
                print("--- observation\n" + observation)
                history.append(observation)
                continue
            if result.is_final_answer:
                print("--- final answer:", result.value)
                return result.value
            observation = result.logs + "Last output: " + result.repr
            print("--- observation\n" + observation)
            history.append(observation)
    raise SystemExit("no final answer")


if __name__ == "__main__":
    main()
