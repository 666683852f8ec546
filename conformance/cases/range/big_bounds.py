# ranges with bounds beyond int64: repr, len, slicing, indexing, membership, errors
r = range(2**64, 2**64 + 10, 3)
print(r, len(r), list(r), r[-1], 2**64 + 3 in r)
print(r[1:], r[::-1], r[-2**70:2**70], r[::2**65], range(2**70)[2**69:], range(0,2**70,3)[5:10:2])
for f in [lambda: r['a'], lambda: r[1:'a'], lambda: r[::0], lambda: range(2**64)[2**64], lambda: len(range(2**64)), lambda: range(2**64).index(-1), lambda: range(0, 2**64, 0), lambda: range(2**64, 'x'), lambda: len(range(2**63)), lambda: len(range(-1, 2**63 - 1))]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(range(2**64)[2**63], range(2**64)[-1], range(2**64).index(2**63+5), range(2**64).count(2**63), range(-2**64, 0, 2**63)[1])
print(hash(range(2**64, 2**64+10, 3)) == hash((4, 2**64, 3)), range(2**64, 2**64+10, 3) == range(2**64, 2**64+11, 3))
print(list(reversed(r)), bool(range(2**64, 0)), range(2**64,0).start, r.stop, r.step)
print(2**64 in range(2**65), '1' in range(2**64, 2**64+1), 2**64 in range(10), -2**64 in range(-2**64, 0, 2))
print(range(2**64 - 2, 2**64 + 2) == range(2**64 - 2, 2**64 + 2), range(5, 2**64)[2:4], list(range(2**63 - 2, 2**63 + 2)))
print(range(-2**63, 2**63 - 1)[2**63], range(2**64)[::2**63], list(range(2**64, 2**64 + 3)[::-1]))
print(sorted(range(2**64, 2**64 + 3)), sum(range(2**64, 2**64 + 3)), [x for x in range(-2**64, -2**64 + 2)])
for x in range(2**100, 2**100 + 2):
    print(x)
print(range(2**64, 2**64 + 10, 3).index(2**64 + 9), range(2**64)[True], range(2**64)[2**63:2**63+2])
