# merge of sorted iterables
import heapq
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 6, 9])))
print(list(heapq.merge([], [1], [])))
print(list(heapq.merge(['a', 'cc'], ['bb', 'ddd'], key=len)))
print(list(heapq.merge([9, 5, 1], [8, 4], reverse=True)))
print(list(heapq.merge([3, 1], [4, 2], key=lambda x: -x)))
