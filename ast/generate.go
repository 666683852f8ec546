package ast

//go:generate sh -c "python3 gen_nodes.py > nodes_gen.go && gofmt -w nodes_gen.go"
