# Without the future import an undefined name in an annotation stops the
# def with NameError: the function is never bound.
try:
    def f(x: Undefined) -> int:
        return x
except NameError as e:
    print("NameError:", e)
try:
    f
except NameError as e:
    print("NameError:", e)


def local_annotations():
    # Annotations of local variables are never evaluated.
    y: AlsoUndefined = 5
    z: AlsoUndefined
    return y
print(local_annotations())


def ret() -> Missing:
    pass
