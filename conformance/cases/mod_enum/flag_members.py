# Flag iteration skips zero and multi-bit members; KEEP's unknown bits in names; global_enum; IntEnum format with __str__
import enum

class F(enum.IntFlag):
    N = 0
    A = 1
    B = 2
    AB = 3
print(list(F), len(F), list(F.__members__), F.AB is F(3), F.N is F(0))
x = F(5)
print(repr(x), str(x), x.name, F(8).name, repr(F(8)), str(F(8)), repr(F(13)))

class G(enum.Flag):
    N = 0
    A = 1
    B = 2
    AB = 3
print(list(G), len(G), repr(G(0)), list(G.AB), list(G(0)), G.AB.name, repr(~G.A))
print(list(reversed(G)), G.A in G.AB, repr(G.A | G.B))

class H(enum.IntFlag):
    X = 1
    Y = 4
    _numeric_repr_ = hex
print(repr(H(1 | 2 | 16)), H(18).name)

class E(enum.IntEnum):
    A = 1
    def __str__(self):
        return "x"
print(f"{E.A}", format(E.A, ">3"), format(E.A, ""), "{}".format(E.A))

@enum.global_enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
print(repr(Color.RED), str(Color.RED), f"{Color.GREEN}")

@enum.global_enum
class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(Perm.R), repr(Perm.R | Perm.W), str(Perm.R | Perm.W), repr(Perm(0)), repr(Perm(8 | 4)), repr(Perm(8)))
