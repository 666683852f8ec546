# dict equality ignores order
print({1: 2, 3: 4} == {3: 4, 1: 2}, {1: 2} == {1: 3}, {} == {}, {1: [1]} == {1: [1]})
