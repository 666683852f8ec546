# running top-k with heappushpop
import heapq
stream = [5, 12, 3, 8, 20, 1, 15, 7]
top = []
for x in stream:
    if len(top) < 3:
        heapq.heappush(top, x)
    else:
        heapq.heappushpop(top, x)
print(sorted(top, reverse=True))
print(heapq.nsmallest(3, stream), heapq.nlargest(3, stream))
