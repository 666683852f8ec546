# any truthy value suppresses, falsy values do not
class CM:
    def __init__(self, name="cm", value=None, suppress=False):
        self.name, self.value, self.suppress = name, value, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.value
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, repr(v))
        return self.suppress
for ret in [1, "x", [0], 0, "", [], None, 0.0]:
    try:
        with CM("m", suppress=ret):
            raise ValueError(repr(ret))
        print("suppressed by", repr(ret))
    except ValueError as e:
        print("propagated", e)
