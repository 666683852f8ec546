# nan is unequal to everything including itself
nan = float("nan")
print(nan == nan, nan != nan, nan < 1, nan > 1, nan <= nan, 1 == nan)
l = [nan]
print(nan in l, l == l, [nan] == [nan])
