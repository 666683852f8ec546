# set construction and repr of small ints
print(set(), {1, 2, 3}, set([3, 1, 2, 1]), set("aaa"), set(range(5)), {1, 1.0, True}, type({1}).__name__)
