# a SyntaxError without a line number prints as any other exception
raise SyntaxError("no location here")
