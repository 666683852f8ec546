# deque as a sliding window
from collections import deque
def moving_avg(xs, k):
    w, out = deque(maxlen=k), []
    for x in xs:
        w.append(x)
        if len(w) == k:
            out.append(sum(w) / k)
    return out
print(moving_avg([40, 30, 50, 46, 39, 44], 3))
