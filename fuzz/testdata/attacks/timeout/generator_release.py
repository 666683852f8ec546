# A generator abandoned while its for loop over a generator it made is
# suspended: its release (on the runtime's cleanup goroutine) closed the
# inner generator with the live run's thread, running its finally block
# there concurrently with the run; the frame chain they shared became a
# cycle and the process hung forever in restoreInner (after the run's
# timeout, in Close).
# timeout: 2s
# --- release_closes_inner
def inner():
    try:
        yield 1
        yield 2
    finally:
        d = {}
        for i in range(2000):
            d[i] = i
        print('F', end='')
def outer():
    for x in inner():
        print((yield x))
total = 0
for i in range(25000):
    g = outer(); next(g); del g
    total += i
print()
print(total)
