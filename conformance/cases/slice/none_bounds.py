# None bounds mean default
l = [1, 2, 3, 4]
print(l[None:2], l[1:None], l[None:None:-1], l[None::2])
