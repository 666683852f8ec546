# uncaught: (1).bit_count(x=1)
(1).bit_count(x=1)
