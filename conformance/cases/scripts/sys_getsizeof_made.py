# sys.getsizeof of lists as CPython 3.11 makes them: displays, list(x), sorted, split, comprehensions
import sys
g = sys.getsizeof
x = 1
print(g([1, 2, 3]), g([1, 2, "a"]), g(["a", "b", "c", "d", "e"]), g([1, 2]), g([None, None, None]))
print(g([(1, 2), (3, 4), (5, 6)]), g([[1], [2], [3]]), g([x, x, x]), g([1, x, 1]), g([-1, 2, 3]))
print(g(list(range(3))), g(list(range(10))), g(list("abcde")), g(list((1, 2, 3))), g(list([1, 2, 3])))
print(g(list(x for x in range(3))), g(list(x for x in range(9))), g(list(x for x in range(20))))
print(g(list(map(str, [1, 2, 3]))), g(list({1: 2, 3: 4, 5: 6})), g(list({1, 2, 3})), g(list()), g(list([])))
print(g(sorted(x for x in range(3))), g(sorted(range(5))), g(sorted([3, 1, 2])))
print(g("a b c".split()), g("a,b".split(",")), g("".split()), g("a b c".split(None, 1)), g("a,b".rsplit(",")))
print(g("a\nb".splitlines()), g("".splitlines()), g([c for c in "abc"]), g([c for c in "abcdefghi"]))
l = [1, 2, 3]
l.append(4)
print(g(l), end=" ")
l.append(5)
print(g(l))
l = list(range(5))
l.append(1)
print(g(l), g(l[:5]), g(l.copy()), g(l * 2), g([1, 2, 3][:]))
