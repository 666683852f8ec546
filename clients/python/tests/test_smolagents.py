"""PyinterpExecutor against the interface smolagents' CodeAgent uses
(send_tools, send_variables, __call__ -> output/logs/is_final_answer,
state["_print_outputs"] on failure, cleanup), with tools shaped like
smolagents' Tool objects (name, description, inputs, forward, __call__).
smolagents itself is not needed: the step below does what
CodeAgent._step_stream does with its executor."""

import unittest

from helpers import BIN, need_binary
from pyinterp_client import PyinterpExecutor


class FakeTool:
    """The parts of smolagents.Tool an executor sees."""

    name = "web_search"
    description = "Searches the web and returns the top results."
    inputs = {"query": {"type": "string", "description": "the query"}, "limit": {"type": "integer", "description": "how many", "nullable": True}}
    output_type = "array"

    def __init__(self):
        self.calls = []

    def forward(self, query, limit=2):
        self.calls.append((query, limit))
        if query == "":
            raise ValueError("empty query")
        return ["%s result %d" % (query, i) for i in range(limit)]

    def __call__(self, *args, **kwargs):
        return self.forward(*args, **kwargs)


class FinalAnswerTool:
    name = "final_answer"
    description = "Provides a final answer to the given problem."
    inputs = {"answer": {"type": "any", "description": "The final answer to the problem"}}
    output_type = "any"

    def __call__(self, answer):
        return answer


def agent_step(executor, code_action):
    """What CodeAgent does with one code action: (observation, output, is_final)."""
    try:
        code_output = executor(code_action)
        observation = "Execution logs:\n" + code_output.logs
    except Exception as e:
        logs = ""
        if hasattr(executor, "state") and "_print_outputs" in executor.state:
            logs = str(executor.state["_print_outputs"])
        return "Execution logs:\n" + logs + "Error: " + str(e), None, False
    observation += "Last output from code snippet:\n" + str(code_output.output)
    return observation, code_output.output, code_output.is_final_answer


@need_binary
class TestExecutor(unittest.TestCase):
    def setUp(self):
        self.search = FakeTool()
        self.executor = PyinterpExecutor(["numpy"], binary=BIN, timeout=10)
        self.executor.send_tools({"web_search": self.search, "final_answer": FinalAnswerTool()})
        self.executor.send_variables({"task": "find cats", "budget": 3})

    def tearDown(self):
        self.executor.cleanup()

    def test_a_run_of_steps(self):
        obs, out, final = agent_step(self.executor, "results = web_search(query=task, limit=budget)\nprint(len(results))")
        self.assertEqual(self.search.calls, [("find cats", 3)])
        self.assertIn("Execution logs:\n3\n", obs)
        # smolagents' rule: the last statement's value, a call here (None).
        self.assertIsNone(out)
        obs, out, final = agent_step(self.executor, "best = results[0]")
        self.assertEqual((out, final), ("find cats result 0", False))
        obs, out, final = agent_step(self.executor, "final_answer(best.upper())")
        self.assertEqual((out, final), ("FIND CATS RESULT 0", True))

    def test_errors_reach_the_model(self):
        obs, out, final = agent_step(self.executor, "print('trying')\nweb_search('')")
        self.assertFalse(final)
        self.assertIn("Execution logs:\ntrying\n", obs)
        self.assertIn("Code execution failed at line 'web_search('')' due to: ValueError: empty query", obs)
        obs, _, _ = agent_step(self.executor, "import os")
        self.assertIn("Import of os is not allowed", obs)
        obs, _, _ = agent_step(self.executor, "print = 3")
        self.assertIn("Cannot assign to name 'print': doing this would erase the existing tool!", obs)

    def test_smolagents_builtins(self):
        # smolagents offers math's functions as builtins.
        _, out, _ = agent_step(self.executor, "sqrt(16) + floor(2.5)")
        self.assertEqual(out, 6.0)
        # numpy is authorized (not refused by the policy) but pyinterp does
        # not implement it.
        obs, _, _ = agent_step(self.executor, "import numpy")
        self.assertIn("ModuleNotFoundError: No module named 'numpy'", obs)


if __name__ == "__main__":
    unittest.main()
