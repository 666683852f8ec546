# audit: exception chaining in tracebacks: from, context, suppressed context
def load(name):
    try:
        return {"x": 1}[name]
    except KeyError as e:
        raise LookupError(f"no {name}") from e
def run():
    try:
        load("y")
    except LookupError:
        raise RuntimeError("run failed")
run()
