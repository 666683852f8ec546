# A class's __dict__ is a view of the class's namespace: it shows later
# changes, and iterating it while the class gains or loses a name raises
# RuntimeError as iterating a dict does (rebinding a name does not).
class A:
    x = 1
    y = 2


d = A.__dict__
A.z = 3
A.x = 10
del A.y
print(sorted(k for k in d if not k.startswith("__")), d["x"], "y" in d, len(d) == len(A.__dict__))
print(sorted(k for k in vars(A) if not k.startswith("__")))


def attempt(label, f):
    try:
        f()
        print(label, "ok")
    except RuntimeError as e:
        print(label, "RuntimeError", e)


def add_while_iterating():
    for k in A.__dict__:
        A.w = 4


def delete_while_iterating():
    for k in list(A.__dict__)[:1]:
        pass
    for k in A.__dict__:
        if hasattr(A, "w"):
            del A.w


def rebind_while_iterating():
    for k in A.__dict__:
        A.x = A.x + 1


def items_while_adding():
    for k, v in A.__dict__.items():
        setattr(A, "n" + str(len(k)), v)


def values_while_adding():
    for v in A.__dict__.values():
        A.q = 1


attempt("add", add_while_iterating)
attempt("delete", delete_while_iterating)
attempt("rebind", rebind_while_iterating)
attempt("items", items_while_adding)
attempt("values", values_while_adding)
print(A.x > 10, sorted(k for k in A.__dict__ if not k.startswith("__")))


class B(A):
    pass


e = B.__dict__
A.new = 1
print("new" in e, "new" in A.__dict__)
B.own = 2
print("own" in e, B.__dict__["own"])
