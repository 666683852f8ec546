# range rejects floats
try:
    range(1.5)
except TypeError as e:
    print(e)
