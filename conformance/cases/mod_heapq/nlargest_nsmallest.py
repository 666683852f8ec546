# nlargest and nsmallest with key
import heapq
data = [5, 1, 8, 3, 9, 2, 8]
print(heapq.nlargest(3, data), heapq.nsmallest(3, data))
print(heapq.nlargest(1, data), heapq.nsmallest(1, data), heapq.nlargest(0, data), heapq.nsmallest(10, data))
words = ['apple', 'fig', 'banana', 'kiwi', 'cherry']
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(2, words, key=len))
print(heapq.nlargest(2, iter(data)), heapq.nsmallest(3, iter(words), key=lambda w: w[-1]))
print(heapq.nlargest(2, []), heapq.nsmallest(1, []))
