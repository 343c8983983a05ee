//
//  ProfileAssembly.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//


import SwiftUI

final class ProfileAssembly: Assembly {
    
    func build() -> some View {
        
        let navigation = container.resolve(NavigationAssembly.self).build()

        // Router
        let router = ProfileRouter(navigation: navigation)

        // Interactor
        let interactor = ProfileInteractor()

        //ViewState
        let viewState =  ProfileViewState()

        // Presenter
        let presenter = ProfilePresenter(router: router, interactor: interactor, viewState: viewState)
        
        viewState.set(with: presenter)
        
        // View
        let view = ProfileView(viewState: viewState)
        return view
    }
}
