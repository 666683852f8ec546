# uncaught: (1).bit_length(1)
(1).bit_length(1)
