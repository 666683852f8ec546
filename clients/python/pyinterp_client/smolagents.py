"""An executor for smolagents' CodeAgent that runs the agent's code in
pyinterp, built by duck typing: this module does not import smolagents.

    from smolagents import CodeAgent
    from pyinterp_client import PyinterpExecutor

    agent = CodeAgent(tools=[...], model=model, executor=PyinterpExecutor(["numpy"]))

CodeAgent calls send_tools(tools) and send_variables(variables) before a
run, then executor(code_action) for each step, and reads the returned
object's output, logs and is_final_answer; on failure it shows the
exception's text to the model, and the logs printed before the failure
from executor.state["_print_outputs"].
"""

from .errors import ExecutionError
from .session import Session

__all__ = ["PyinterpExecutor", "CodeOutput", "BASE_PYTHON_TOOLS", "MATH_TOOLS"]

# smolagents' BASE_PYTHON_TOOLS that are builtins: the code may not rebind
# them (LocalPythonExecutor refuses `print = 3`).
BASE_PYTHON_TOOLS = (
    "print", "isinstance", "range", "float", "int", "bool", "str", "set", "list", "dict", "tuple",
    "round", "pow", "len", "sum", "max", "min", "abs", "enumerate", "zip", "reversed", "sorted",
    "all", "any", "map", "filter", "ord", "chr", "next", "iter", "divmod", "callable", "getattr",
    "hasattr", "setattr", "issubclass", "type", "complex",
)

# smolagents' BASE_PYTHON_TOOLS that come from math: bound in the
# namespace at the start, as LocalPythonExecutor offers them.
MATH_TOOLS = (
    "ceil", "floor", "log", "exp", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
    "degrees", "radians", "sqrt",
)


class CodeOutput:
    """What CodeAgent reads of a step (smolagents' CodeOutput)."""

    __slots__ = ("output", "logs", "is_final_answer")

    def __init__(self, output, logs, is_final_answer):
        self.output = output
        self.logs = logs
        self.is_final_answer = is_final_answer

    def __repr__(self):
        return "CodeOutput(output=%r, logs=%r, is_final_answer=%r)" % (self.output, self.logs, self.is_final_answer)


class InterpreterError(ValueError):
    """A failed step, worded for the model as smolagents words it."""


class PyinterpExecutor:
    """smolagents' executor interface on a pyinterp Session.

    additional_authorized_imports are added to pyinterp's default
    allowlist; the other keyword arguments go to Session (binary, url,
    token, timeout, max_memory, ...). The value of a step is the value of
    its last statement by smolagents' rule, and smolagents' base tools
    are protected names.
    """

    def __init__(self, additional_authorized_imports=(), logger=None, **session_options):
        session_options.setdefault("smolagents_last_value", True)
        protected = list(session_options.pop("protected_names", None) or ())
        session_options["protected_names"] = sorted(set(protected) | set(BASE_PYTHON_TOOLS))
        imports = list(additional_authorized_imports or ()) + list(session_options.pop("authorized_imports", None) or ())
        if imports:
            session_options["authorized_imports"] = imports
        self.logger = logger
        self.session = Session(**session_options)
        self.state = {"_print_outputs": ""}
        self.session.run("from math import " + ", ".join(MATH_TOOLS))

    def send_tools(self, tools):
        """Offers the agent's tools (a dict name -> smolagents Tool or
        callable); final_answer among them becomes the session's."""
        self.session.add_tools(dict(tools))

    def send_variables(self, variables):
        """Binds the agent's variables (those with no typed form arrive as
        their repr)."""
        if variables:
            self.session.set_variables(variables)

    def __call__(self, code_action):
        """Runs one step; returns a CodeOutput or raises InterpreterError
        with smolagents' wording of the failure."""
        try:
            res = self.session.run(code_action)
        except ExecutionError as e:
            self.state["_print_outputs"] = e.logs
            raise InterpreterError(e.text) from e
        self.state["_print_outputs"] = res.logs
        return CodeOutput(res.value, res.logs, res.is_final_answer)

    def cleanup(self):
        """Ends the session (CodeAgent calls it when the agent is done)."""
        self.session.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.cleanup()
        return False
