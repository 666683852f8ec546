# dict equality ignores order but not values
print({1: 1, 2: 2} == {2: 2, 1: 1}, {1: 1} == {1: 1.0}, {1: 1} == {1: 2}, {} != {1: 1}, {"a": [1]} == {"a": [1]})
